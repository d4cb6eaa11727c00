import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './ApiError.ts';
import { session } from './session.ts';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

const LOGIN_PATH = '/api/v2/auth/login/';

function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isErrorBody(body: unknown): body is { error: string; field?: string } & Record<string, unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function handleUnauthorized(): void {
  session.setToken(null);
  if (session.notifyUnauthorized()) return;
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

/** Per call: a create's Idempotency-Key (see api/idempotency.ts), so its retry does not create twice. */
export interface CallOptions {
  idempotencyKey?: string;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  params?: QueryParams,
  options: CallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = session.getCompanyId();
  if (companyId !== null) headers['X-Company-Id'] = String(companyId);
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, i18n.t('notify.networkError'));
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  if (response.status === 401 && path !== LOGIN_PATH) handleUnauthorized();
  if (isErrorBody(data)) throw new ApiError(response.status, data.error, data.field, data);
  throw new ApiError(response.status, i18n.t('notify.unknownError'));
}

/**
 * JSON client for the PMS API: sends the session cookie, the bearer token and X-Company-Id, and turns
 * every 4xx/5xx into an ApiError carrying the server's Russian message and the field it names.
 */
export const api = {
  get: <T>(path: string, params?: QueryParams) => request<T>('GET', path, undefined, params),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    request<T>('POST', path, body ?? {}, undefined, options),
  put: <T>(path: string, body: unknown, options?: CallOptions) =>
    request<T>('PUT', path, body, undefined, options),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  /** A body is sent when given (cancel reason, task ids). */
  delete: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
