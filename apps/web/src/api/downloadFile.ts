import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './ApiError.ts';
import { session } from './session.ts';

/** The name the server gave the file (RFC 6266 `filename*`, else `filename`), if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * Saves a file the API makes (an xlsx export, an invoice) under the name the server gives it, else
 * `fallbackName`: GET, or POST with `body` as JSON when one is given (an invoice's buyer). The file
 * needs the auth headers, so it is fetched and handed to the browser as an object URL. A refusal rejects
 * with the server's Russian message and the field it names, as every other call does.
 */
export async function downloadFile(path: string, fallbackName: string, body?: unknown): Promise<void> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = session.getCompanyId();
  if (companyId !== null) headers['X-Company-Id'] = String(companyId);
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, i18n.t('notify.networkError'));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; field?: string } | null;
    throw new ApiError(response.status, body?.error ?? i18n.t('notify.unknownError'), body?.field);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Opens a document link the server issued (a PDF) in a new tab. The link carries its own grant, so the
 * tab needs no session; the click is the user's, so the browser does not block it as a pop-up.
 */
export function openLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
