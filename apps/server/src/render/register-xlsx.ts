/**
 * The day's register (реестр за день) as a workbook, what the SFTP export uploads: sheet 'Брони' — the
 * bookings staying that day or made that day, with their money — and sheet 'Оплаты' — that day's
 * payments and refunds, then the totals by payment type. Pure: it gets the data read and the register's
 * number, and prints times in the property's zone.
 */
import { type BookingStatus, formatDay, statusLabels, toLocal } from '@pms/domain';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { DATE_TIME_FORMAT, localDateTime, printLayout } from './xlsx-print.ts';

export interface RegisterBooking {
  id: number;
  /** The company's booking number: what the '№' column prints. */
  number: number;
  guest: string;
  /** The room, and its bed for a stay sold by the bed ('12 · Койка 2'). */
  room: string;
  category: string;
  /** Unix seconds. */
  check_in: number;
  check_out: number;
  status: string;
  source: string;
  /** Tenge. A negative duty is an overpayment: what the guest is owed back. */
  total: number;
  paid: number;
  duty: number;
}

export interface RegisterPayment {
  /** Unix seconds. */
  at: number;
  /** The booking's number in the company. */
  booking: number;
  payer: string;
  method: string;
  kind: 'payment' | 'return';
  /** Tenge, as entered (a refund is positive here and printed negative). */
  amount: number;
  employee: string;
}

/** One payment type's money of the day; `method: null` is the line of every type together. */
export interface RegisterTotal {
  method: string | null;
  received: number;
  returned: number;
  /** Received − returned. */
  net: number;
}

export interface RegisterInput {
  companyName: string;
  /** The property's local day, 'YYYY-MM-DD'. */
  date: string;
  timeZone: string;
  number: number;
  issuedAt: Date;
  bookings: RegisterBooking[];
  payments: RegisterPayment[];
  totals: RegisterTotal[];
}

const MONEY = '#,##0.00 "₸";[Red]-#,##0.00 "₸"';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
const kindLabels = { payment: 'Платеж', return: 'Возврат' } as const;

/** The header row (row 3) of every sheet: the title and the issue line sit above it. */
export const REGISTER_HEADER_ROW = 3;

/**
 * The rows' font, exceljs's default, named on the cells styled here too: a font without a name is a serif
 * in LibreOffice, unlike the rows below it.
 */
const FONT = { name: 'Calibri', size: 11 };
/** 'DD.MM.YYYY HH:MM' right-aligned, and a gap before the next column's text. */
const MOMENT_WIDTH = 19;

interface Column<T> {
  header: string;
  width: number;
  money?: boolean;
  /** A moment, printed as the property's date and time. */
  moment?: boolean;
  value: (row: T) => string | number | Date;
}

function sheetOf<T>(
  book: ExcelJS.Workbook,
  name: string,
  title: string,
  subtitle: string,
  columns: Column<T>[],
  rows: T[],
  empty: string,
) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: REGISTER_HEADER_ROW }] });
  sheet.getCell(1, 1).value = title;
  sheet.getCell(1, 1).font = { ...FONT, bold: true, size: 13 };
  sheet.getCell(2, 1).value = subtitle;
  sheet.getCell(2, 1).font = { ...FONT, color: { argb: 'FF868E96' } };
  columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width;
    if (c.money) column.numFmt = MONEY;
    if (c.moment) column.numFmt = DATE_TIME_FORMAT;
  });
  printLayout(sheet, { headerRows: REGISTER_HEADER_ROW });
  const header = sheet.getRow(REGISTER_HEADER_ROW);
  header.values = columns.map((c) => c.header);
  header.font = { ...FONT, bold: true };
  header.eachCell((cell, c) => {
    cell.fill = HEADER_FILL;
    // A money heading sits over its right-aligned amounts.
    if (columns[c - 1]?.money) cell.alignment = { horizontal: 'right' };
  });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  if (rows.length === 0) sheet.addRow([empty]).font = { ...FONT, italic: true, color: { argb: 'FF868E96' } };
  return sheet;
}

export async function registerXlsx(input: RegisterInput): Promise<Buffer> {
  const tz = input.timeZone;
  const at = (seconds: number) => localDateTime(seconds, tz);
  const text = (seconds: number) => {
    const local = toLocal(seconds, tz);
    return `${formatDay(local.date)} ${local.time}`;
  };
  const issued = text(Math.floor(input.issuedAt.getTime() / 1000));
  const title = `Реестр №${input.number} за ${formatDay(input.date)} — ${input.companyName}`;
  // Statuses and money are the bookings' own when the register is issued, which the nightly run does
  // just after the day ends.
  const subtitle = `Сформирован ${issued} (${tz}). Оплачено и долг — на это время; долг с минусом — переплата`;

  const book = new (await loadExcel()).Workbook();
  book.creator = 'PMS';
  book.created = input.issuedAt;

  sheetOf<RegisterBooking>(
    book,
    'Брони',
    title,
    subtitle,
    [
      { header: '№', width: 8, value: (b) => b.number },
      { header: 'Гость', width: 28, value: (b) => b.guest },
      { header: 'Номер', width: 18, value: (b) => b.room },
      { header: 'Категория', width: 24, value: (b) => b.category },
      { header: 'Заезд', width: MOMENT_WIDTH, moment: true, value: (b) => at(b.check_in) },
      { header: 'Выезд', width: MOMENT_WIDTH, moment: true, value: (b) => at(b.check_out) },
      { header: 'Статус', width: 18, value: (b) => statusLabels[b.status as BookingStatus] ?? b.status },
      { header: 'Источник', width: 24, value: (b) => b.source },
      { header: 'Сумма', width: 14, money: true, value: (b) => b.total },
      { header: 'Оплачено', width: 14, money: true, value: (b) => b.paid },
      { header: 'Долг', width: 14, money: true, value: (b) => b.duty },
    ],
    input.bookings,
    'Броней за этот день нет',
  );

  const payments = sheetOf<RegisterPayment>(
    book,
    'Оплаты',
    title,
    subtitle,
    [
      { header: 'Время', width: MOMENT_WIDTH, moment: true, value: (p) => at(p.at) },
      { header: 'Бронь №', width: 9, value: (p) => p.booking },
      { header: 'Плательщик', width: 28, value: (p) => p.payer },
      { header: 'Тип оплаты', width: 20, value: (p) => p.method },
      { header: 'Вид', width: 14, value: (p) => kindLabels[p.kind] },
      { header: 'Сумма', width: 14, money: true, value: (p) => (p.kind === 'return' ? -p.amount : p.amount) },
      { header: 'Сотрудник', width: 24, value: (p) => p.employee },
    ],
    input.payments,
    'Оплат за этот день нет',
  );

  // The totals under the list, in columns of their own so the list's money column stays one kind.
  payments.addRow([]);
  const head = payments.addRow([
    'Итого по типам оплаты',
    null,
    null,
    'Тип оплаты',
    'Принято',
    'Возвращено',
    'Итого',
  ]);
  head.font = { bold: true };
  for (const c of [5, 6, 7]) head.getCell(c).alignment = { horizontal: 'right' };
  for (const total of input.totals) {
    const line = payments.addRow([
      null,
      null,
      null,
      total.method ?? 'Всего',
      total.received,
      total.returned,
      total.net,
    ]);
    for (const c of [5, 6, 7]) line.getCell(c).numFmt = MONEY;
    if (total.method === null) line.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
