/**
 * The cash report as pdftotext reads it: columns wide enough for their words (fixed shares cut
 * 'Основ|ание', 'Безналичны|й расчёт', 'Адми|нистратор'), and 'Стр. N из M' on every page.
 */
import { formatTenge } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../test/pdf-text.ts';
import { type CashReportData, renderCashReport } from './cash-report-pdf.ts';
import { printedCompany } from './pdf/company.ts';
import { sampleCompany } from './pdf/samples.ts';

const tenge = formatTenge;

const operation = (i: number) => [
  `30.11.2026 ${String(8 + (i % 12)).padStart(2, '0')}:15`,
  `Оплата по брони №${1040 + i}`,
  'Серикова Айгуль Маратовна',
  i % 2 ? 'Безналичный расчёт' : 'Наличные',
  'Платеж',
  formatTenge(15000),
  'Системы Администратор',
];

const report = (operations: number): CashReportData => ({
  company: printedCompany(sampleCompany),
  period: '30.11.2026 08:00 — 30.11.2026 20:00',
  timeZone: 'Asia/Almaty',
  cashier: 'Системы Администратор',
  types: [
    ['Безналичный расчёт', '1', tenge(15000), tenge(0), tenge(15000)],
    ['Наличные', '1', tenge(15000), tenge(0), tenge(15000)],
  ],
  employees: [['Системы Администратор', '2', tenge(30000), tenge(0), tenge(30000)]],
  totals: { count: String(operations), payments: tenge(30000), returns: tenge(0), net: tenge(30000) },
  rows: Array.from({ length: operations }, (_, i) => operation(i)),
});

const render = async (operations: number) => {
  const pdf = await renderCashReport(report(operations), { number: 4, issuedAt: '30.11.2026 20:05' });
  return { text: (await pdfText(pdf)).replace(/ +/g, ' '), pages: await pdfPages(pdf) };
};

/** Every word of a text, as the lines of pdftotext split it at spaces. */
const words = (text: string) => new Set(text.split(/\s+/));

/** Enough operations to fill the first page and start a second. */
const OPERATIONS_ON_TWO_PAGES = 15;

describe('the cash report PDF', () => {
  it('keeps every word of its tables whole, and numbers its one page', async () => {
    const { text, pages } = await render(2);
    expect(pages).toBe(1);
    const read = words(text);
    for (const word of ['Основание', 'Безналичный', 'расчёт', 'Системы', 'Администратор', 'Сотрудник'])
      expect(read, word).toContain(word);
    // A word cut at a column's edge reads back as two pieces, neither a word of the document.
    for (const piece of ['Основ', 'ание', 'Безналичны', 'й', 'Адми', 'нистратор'])
      expect(read).not.toContain(piece);
    // Spaced as read; pdftotext may set the ₸ of a narrow figure against it.
    expect(text.replace(/ ?₸/g, ' ₸')).toContain('Безналичный расчёт 1 15 000 ₸ 0 ₸ 15 000 ₸');
    // An operation's time and amount stay on one line.
    expect(text.replace(/ ?₸/g, ' ₸')).toMatch(/30\.11\.2026 08:15 Оплата по .* Платеж 15 000 ₸ Системы/);
    expect(text).toContain('Стр. 1 из 1');
  });

  it('numbers every page of a long shift', async () => {
    const { text, pages } = await render(OPERATIONS_ON_TWO_PAGES);
    expect(pages).toBe(2);
    expect(text).toContain('Стр. 1 из 2');
    expect(text).toContain('Стр. 2 из 2');
    const read = words(text);
    for (const piece of ['Основ', 'Безналичны', 'Адми']) expect(read).not.toContain(piece);
  });
});
