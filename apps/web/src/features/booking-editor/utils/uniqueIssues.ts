import type { EditorIssue } from './editorIssue.ts';

/** The first issue of each field wins. */
export function uniqueIssues(issues: readonly EditorIssue[]): EditorIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => !seen.has(issue.path) && seen.add(issue.path));
}
