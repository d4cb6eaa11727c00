import { session } from '../../../api/session.ts';

/**
 * Downloads the calendar window as report.xlsx. The file needs the auth headers, so it is fetched and
 * handed to the browser as an object URL; a failure is only logged (specification section 8).
 */
export async function downloadCalendarExcel(start: number, end: number): Promise<void> {
  const headers: Record<string, string> = {};
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const companyId = session.getCompanyId();
  if (companyId !== null) headers['X-Company-Id'] = String(companyId);
  try {
    const response = await fetch(`/api/v2/main/export-calendar/?start=${start}&end=${end}`, {
      headers,
      credentials: 'include',
    });
    if (!response.ok) throw new Error(`export failed: ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = 'report.xlsx';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.warn(error);
  }
}
