/**
 * 'Брони' as a workbook: exactly the rows the list shows for its filters, in its order, one sheet, the
 * header on the first row. Pure: it gets the presented rows. Money is numbers formatted '#,##0.00', so
 * the sheet sums and sorts; arrival and departure are the property's wall-clock times as real dates.
 */
import { type BookingListRow, listRoomText } from '@pms/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { DATE_TIME_FORMAT, printLayout, wallClock } from './xlsx-print.ts';

const MONEY = '#,##0.00';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };

interface Column {
  header: string;
  width: number;
  format?: string;
  value: (row: BookingListRow) => string | number | Date | null;
}

const columns: Column[] = [
  { header: '№', width: 8, value: (b) => b.number },
  { header: 'Гость', width: 28, value: (b) => b.guest_name },
  { header: 'Телефон', width: 18, value: (b) => b.phone },
  { header: 'Категория', width: 22, value: (b) => b.category.name },
  { header: 'Номер', width: 16, value: listRoomText },
  { header: 'Заезд', width: 17, format: DATE_TIME_FORMAT, value: (b) => wallClock(b.check_in_local) },
  { header: 'Выезд', width: 17, format: DATE_TIME_FORMAT, value: (b) => wallClock(b.check_out_local) },
  { header: 'Ночей', width: 8, value: (b) => b.nights },
  { header: 'Статус', width: 18, value: (b) => b.status_label },
  { header: 'Источник', width: 22, value: (b) => b.source_name },
  { header: 'Сумма', width: 14, format: MONEY, value: (b) => Number(b.total) },
  { header: 'Оплачено', width: 14, format: MONEY, value: (b) => Number(b.paid) },
  { header: 'Долг', width: 14, format: MONEY, value: (b) => Number(b.duty) },
];

export const BOOKING_LIST_SHEET = 'Брони';

export async function bookingListXlsx(rows: readonly BookingListRow[], issuedAt: Date): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  book.creator = 'PMS';
  book.created = issuedAt;
  const sheet = book.addWorksheet(BOOKING_LIST_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    if (c.format) column.numFmt = c.format;
  });
  printLayout(sheet, { headerRows: 1 });
  const header = sheet.getRow(1);
  header.values = columns.map((c) => c.header);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}
