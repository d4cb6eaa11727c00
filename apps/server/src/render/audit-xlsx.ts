/**
 * 'Журнал действий' as a workbook (issue 29, item 18): exactly the rows the journal shows for its filters,
 * newest first, in the words the screen uses (domain describeAuditRow, auditSubject). Pure: it gets the
 * presented rows. 'Когда' is a real date cell of the property's wall clock; the sheet prints on A4 in
 * landscape, one page wide, its header row repeated on every page.
 */
import { type AuditRow, auditSubject, describeAuditRow } from '@pms/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { DATE_TIME_FORMAT, localDateTime, printLayout } from './xlsx-print.ts';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };

interface Column {
  header: string;
  width: number;
  format?: string;
  wrap?: boolean;
  value: (row: AuditRow, timeZone: string) => string | Date;
}

const columns: Column[] = [
  { header: 'Когда', width: 17, format: DATE_TIME_FORMAT, value: (r, tz) => localDateTime(r.at, tz) },
  { header: 'Сотрудник', width: 24, wrap: true, value: (r) => r.employee?.name ?? 'Система' },
  { header: 'Запись', width: 26, wrap: true, value: (r) => auditSubject(r) },
  { header: 'Действие', width: 20, wrap: true, value: (r) => r.action_label },
  {
    header: 'Что изменилось',
    width: 60,
    wrap: true,
    value: (r, tz) => {
      const { lines, notes } = describeAuditRow(r, tz);
      return [...lines, ...(notes.length ? [notes.join(' · ')] : [])].join('\n');
    },
  },
];

export const AUDIT_SHEET = 'Журнал действий';

export async function auditXlsx(rows: readonly AuditRow[], timeZone: string, issuedAt: Date) {
  const book = new (await loadExcel()).Workbook();
  book.creator = 'PMS';
  book.created = issuedAt;
  const sheet = book.addWorksheet(AUDIT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    if (c.format) column.numFmt = c.format;
    column.alignment = { vertical: 'top', wrapText: c.wrap ?? false };
  });
  printLayout(sheet, { headerRows: 1, orientation: 'landscape' });
  const header = sheet.getRow(1);
  header.values = columns.map((c) => c.header);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row, timeZone)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
