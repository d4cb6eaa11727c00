import { downloadFile } from '../../../api/downloadFile.ts';

/** Downloads the calendar window as report.xlsx; a failure is only logged (specification section 8). */
export async function downloadCalendarExcel(start: number, end: number): Promise<void> {
  try {
    await downloadFile(`/api/v2/main/export-calendar/?start=${start}&end=${end}`, 'report.xlsx');
  } catch (error) {
    console.warn(error);
  }
}
