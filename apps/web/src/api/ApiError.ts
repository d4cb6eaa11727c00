/** A failed API call: the HTTP status, the server's Russian message (`error`) and the field it concerns. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly field: string | undefined;

  constructor(status: number, error: string, field?: string) {
    super(error);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.field = field;
  }
}
