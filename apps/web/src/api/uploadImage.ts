import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './ApiError.ts';
import { session } from './session.ts';

/**
 * Sends a picture as a multipart form (the field `image`, with `fields` beside it) and answers the
 * server's JSON. The JSON client cannot: it always sends a JSON body. Same headers and same errors as
 * the JSON client, so a refusal ('Загрузите изображение JPEG, PNG или WebP') reaches the screen as is.
 */
export async function uploadImage<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  file: File,
  fields: Record<string, string | number> = {},
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('image', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = session.getCompanyId();
  if (companyId !== null) headers['X-Company-Id'] = String(companyId);

  let response: Response;
  try {
    // No Content-Type header: the browser writes it with the form's boundary.
    response = await fetch(path, { method, headers, body, credentials: 'include' });
  } catch {
    throw new ApiError(0, i18n.t('notify.networkError'));
  }
  const data = (await response.json().catch(() => undefined)) as
    | { error?: unknown; field?: string }
    | undefined;
  if (response.ok) return data as T;
  if (typeof data?.error === 'string') throw new ApiError(response.status, data.error, data.field);
  throw new ApiError(response.status, i18n.t('notify.unknownError'));
}
