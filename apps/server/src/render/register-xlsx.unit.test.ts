/**
 * The register's look where LibreOffice and Excel differ from what exceljs writes by default: the title,
 * subtitle and header cells name their font (a font without a name falls back to a serif in LibreOffice,
 * unlike the rows below it), and a date-and-time column leaves a gap before the text of the next.
 */
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../test/xlsx.ts';
import { REGISTER_HEADER_ROW, registerXlsx } from './register-xlsx.ts';

const input = {
  companyName: 'Курорт «Бурабай Резорт»',
  date: '2026-11-29',
  timeZone: 'Asia/Almaty',
  number: 1,
  issuedAt: new Date('2026-11-29T14:00:00Z'),
  bookings: [
    {
      id: 1,
      number: 1,
      guest: 'Серикова Айгуль',
      room: '301',
      category: 'Полулюкс',
      check_in: 1_796_000_000,
      check_out: 1_796_200_000,
      status: 'cancelled_by_hotel',
      source: 'Прямая продажа',
      total: 100_000,
      paid: 0,
      duty: 100_000,
    },
  ],
  payments: [],
  totals: [],
};

describe('the register workbook', () => {
  it('names the font of its title, subtitle and headers, the same as its rows', async () => {
    const book = await readXlsx(await registerXlsx(input));
    for (const sheet of book.worksheets)
      for (let row = 1; row <= REGISTER_HEADER_ROW; row++)
        sheet.getRow(row).eachCell((cell) => {
          expect(cell.font?.name, `${sheet.name}!${cell.address}`).toBe('Calibri');
        });
  });

  it('makes a date-and-time column wider than its 16 characters and the gaps around them', async () => {
    const book = await readXlsx(await registerXlsx(input));
    const widths: number[] = [];
    for (const sheet of book.worksheets)
      sheet.getRow(REGISTER_HEADER_ROW).eachCell((cell, column) => {
        if (['Заезд', 'Выезд', 'Время'].includes(String(cell.value)))
          widths.push(sheet.getColumn(column).width ?? 0);
      });
    expect(widths).toHaveLength(3);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(19);
  });
});
