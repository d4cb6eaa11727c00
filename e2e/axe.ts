/**
 * axe-core, the accessibility engine, run inside a journey's page (issue 30): the WCAG 2.2 A/AA rules and
 * axe's best practices, reported per rule with the elements that break it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe's own script, read once and injected into each page that is checked. */
let axeSource: string | undefined;

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface AxeViolation {
  id: string;
  impact: Impact;
  help: string;
  /** Each offending element's selector and axe's summary of what is wrong with it. */
  nodes: { target: string; html: string; summary: string }[];
}

/** The rule sets checked: WCAG 2.0–2.2 at levels A and AA, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it stands (an open dialog included). Playwright's `evaluate` runs the script
 * through the DevTools protocol, which the app's Content-Security-Policy does not govern.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  // A string: the e2e project is compiled without the DOM's types.
  return page.evaluate<AxeViolation[]>(`(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ${JSON.stringify(tags)} },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 300),
        summary: n.failureSummary || '',
      })),
    }));
  })()`);
}

/** How many elements break rules of each impact. */
export function countByImpact(violations: AxeViolation[]): Record<Impact, number> {
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) counts[v.impact] += v.nodes.length;
  return counts;
}

/** The critical and serious violations, one line per rule and element, for a failure's message. */
export function blocking(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.impact} ${v.id} (${v.help}): ${n.target}\n    ${n.html}\n    ${n.summary.replace(/\n/g, ' ')}`,
      ),
    );
}
