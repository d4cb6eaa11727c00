import { session } from './session.ts';

/**
 * Saves a file the API makes (an xlsx export) under `filename`. The file needs the auth headers, so it
 * is fetched and handed to the browser as an object URL. Rejects when the server refuses.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = session.getCompanyId();
  if (companyId !== null) headers['X-Company-Id'] = String(companyId);
  const response = await fetch(path, { headers, credentials: 'include' });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
