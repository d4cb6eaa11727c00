/** A refusal found in the browser: the form path it belongs under and its Russian message. */
export interface EditorIssue {
  path: string;
  message: string;
}
