/** A failed API call: the HTTP status, the server's Russian message (`error`) and the field it concerns. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly field: string | undefined;
  /** The whole error body: some refusals say more (a stale save's `changed_by` and `changed_at`). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, error: string, field?: string, body: Record<string, unknown> = {}) {
    super(error);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.field = field;
    this.body = body;
  }
}
