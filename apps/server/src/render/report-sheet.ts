/**
 * One table of a report workbook: a title and a subtitle above a frozen header row, typed columns (money
 * '#,##0.00', percent and counts as numbers, dates and times as real dates), the rows, and a bold total
 * row. The values are the API's, already computed by the database; a sheet only formats them.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT, printLayout, wallClock } from './xlsx-print.ts';

/** `date` is a local 'YYYY-MM-DD', `datetime` a local 'YYYY-MM-DD HH:mm'; other text stays text. */
export type CellKind = 'text' | 'money' | 'percent' | 'count' | 'date' | 'datetime';

export interface SheetColumn<T> {
  header: string;
  width: number;
  kind?: CellKind;
  value: (row: T) => string | number | null;
}

export interface SheetTable<T> {
  name: string;
  title: string;
  subtitle: string;
  columns: SheetColumn<T>[];
  rows: T[];
  /** The bold last line ('Итого'), in the same columns. */
  total?: T;
  /** Said in the first cell when there are no rows. */
  empty: string;
}

const HEADER_ROW = 3;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
const formats: Partial<Record<CellKind, string>> = {
  money: '#,##0.00',
  percent: '0.0',
  count: '0',
  date: DATE_FORMAT,
  datetime: DATE_TIME_FORMAT,
};

/** A cell's value of its kind: money strings "1234.50" become numbers, local dates and times dates. */
function cellValue(kind: CellKind, value: string | number | null): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'money' || kind === 'percent' || kind === 'count') return Number(value);
  // The total row's 'Итого' in a date column stays text.
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return wallClock(value);
  }
  if (kind === 'datetime' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)) {
    return wallClock(value);
  }
  return value;
}

export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const book = new (await loadExcel()).Workbook();
  book.creator = 'PMS';
  book.created = new Date();
  return book;
}

export function addTableSheet<T>(book: ExcelJS.Workbook, table: SheetTable<T>): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.getCell(1, 1).value = table.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  sheet.getCell(2, 1).value = table.subtitle;
  sheet.getCell(2, 1).font = { color: { argb: 'FF868E96' } };
  table.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    const format = formats[c.kind ?? 'text'];
    if (format) column.numFmt = format;
  });
  printLayout(sheet, { headerRows: HEADER_ROW });
  const header = sheet.getRow(HEADER_ROW);
  header.values = table.columns.map((c) => c.header);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  const line = (row: T) => table.columns.map((c) => cellValue(c.kind ?? 'text', c.value(row)));
  for (const row of table.rows) sheet.addRow(line(row));
  if (table.rows.length === 0)
    sheet.addRow([table.empty]).font = { italic: true, color: { argb: 'FF868E96' } };
  if (table.total) sheet.addRow(line(table.total)).font = { bold: true };
  return sheet;
}

export async function workbookBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}
