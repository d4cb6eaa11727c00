/**
 * Documents rendered one after another in one process, as a long-running server prints them: each reads
 * back whole (pdftotext) whatever was printed before it. A КО-1 used to leave the fonts shared between
 * documents so that the next confirmation drew 'Kaspi' right but read back as 'K s i': DejaVu draws the
 * Cyrillic 'а' and 'р' from the Latin 'a' and 'p', and embedding the order's subset made those Latin
 * letters without the characters they stand for. The order of the renders here is the point; it does
 * not rely on the file having a process of its own. documentFonts, below, is checked directly too, with a
 * glyph no document prints, so that it fails on shared glyphs whatever the process rendered before.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { type CashOrder, cashOrderPdf } from '../cash-order-pdf.ts';
import { renderCashReport } from '../cash-report-pdf.ts';
import { confirmationData, renderConfirmation } from '../confirmation-pdf.ts';
import { couponsData, renderCoupons } from '../coupons-pdf.ts';
import { renderTicket } from '../leisure-ticket-pdf.ts';
import { printedCompany } from './company.ts';
import { documentFonts } from './fonts.ts';
import { sampleCompany, sampleMoney, sampleSingle } from './samples.ts';

const LATIN = 'The quick brown fox jumps over the lazy dog';
const CYRILLIC = 'Съешь же ещё этих мягких французских булок, да выпей чаю';
const KAZAKH = 'ӘәҒғҚқҢңӨөҰұҮүҺһІі № ₸';
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');
const company = printedCompany(sampleCompany);

/** A КО-1 or КО-2 with nothing Latin in it: the kind of subset that used to spoil the fonts. */
const cashOrder = (kind: CashOrder['kind']): CashOrder => ({
  kind,
  number: 7,
  date: '23.11.2026',
  organisation: 'ТОО «Алтын Булак Резорт»',
  bin: '180440012345',
  person: 'Серикова Айгуль',
  personDocument: 'удостоверение личности № 012345678',
  basis: `Оплата по брони № 1042. ${CYRILLIC}`,
  amount: '15000.00',
  director: 'Ахметов Ерлан',
  accountant: 'Жумабаева Сауле',
  cashier: 'Ибраева Динара',
});

const renders = {
  receipt: async () => squeezed(await pdfText(await cashOrderPdf(cashOrder('receipt')))),
  expense: async () => squeezed(await pdfText(await cashOrderPdf(cashOrder('expense')))),
  confirmation: async () => {
    const d = confirmationData({
      booking: sampleSingle(),
      money: sampleMoney(sampleSingle()),
      company: sampleCompany,
      timeZone: 'Asia/Almaty',
    });
    return squeezed(await pdfText(await renderConfirmation(d, { number: 5, issuedOn: '23.11.2026' }, null)));
  },
  coupons: async () => {
    const d = couponsData({ booking: sampleSingle(1, { adults: 1, children: 0 }), company: sampleCompany });
    return squeezed(await pdfText(await renderCoupons(d, { number: 17, issuedOn: '23.11.2026' }, null)));
  },
  ticket: async () =>
    squeezed(
      await pdfText(
        await renderTicket({
          company,
          number: 3,
          order: 12,
          // Bold, and the client regular: both faces' Latin letters.
          activity: `Aqua park: ${LATIN}`,
          day: '23.11.2026',
          status: 'Оплачен',
          client: `${LATIN}; ${KAZAKH}`,
          rows: [['Взрослый', '10:00', '5 000 ₸', '2', '10 000 ₸', '10 000 ₸']],
          total: '10 000 ₸',
          paid: '0 ₸',
          duty: '10 000 ₸',
        }),
      ),
    ),
  cashReport: async () =>
    squeezed(
      await pdfText(
        await renderCashReport(
          {
            company,
            period: '30.11.2026 08:00 — 30.11.2026 20:00',
            timeZone: 'Asia/Almaty',
            cashier: 'Ибраева Динара',
            types: [['Kaspi QR', '1', '60 000 ₸', '0 ₸', '60 000 ₸']],
            employees: [['Ибраева Динара', '1', '60 000 ₸', '0 ₸', '60 000 ₸']],
            totals: { count: '1', payments: '60 000 ₸', returns: '0 ₸', net: '60 000 ₸' },
            rows: [],
          },
          { number: 4, issuedAt: '30.11.2026 20:05' },
        ),
      ),
    ),
};

/** What each document must read back, Latin, Cyrillic and Kazakh letters among it. */
const expected: Record<keyof typeof renders, string[]> = {
  receipt: ['ПРИХОДНЫЙ КАССОВЫЙ ОРДЕР', 'Серикова Айгуль', CYRILLIC.slice(0, 30), 'Пятнадцать тысяч'],
  expense: ['РАСХОДНЫЙ КАССОВЫЙ ОРДЕР', 'Серикова Айгуль', 'удостоверение личности'],
  confirmation: ['20.11.2026 Kaspi QR 60 000 ₸', 'booking@altynbulak.kz', 'Курорт «Алтын Булак»'],
  coupons: ['Курорт «Алтын Булак»', 'Бронь № 42 · Номер 204', 'Завтрак'],
  ticket: [`Aqua park: ${LATIN}`, LATIN, KAZAKH, 'E-mail: booking@altynbulak.kz, altynbulak.kz'],
  cashReport: ['Kaspi QR 1 60 000 ₸', 'Кассовый отчёт №4', 'Платежей за период нет', 'altynbulak.kz'],
};

describe('PDFs rendered one after another in one process', () => {
  it('each reads back whole after a cash order, and after every other document', async () => {
    // The cash orders first (Cyrillic only), then every document with Latin letters, then all again in
    // the reverse order: whatever came before, the text is the same.
    const order: (keyof typeof renders)[] = [
      'receipt',
      'expense',
      'confirmation',
      'ticket',
      'cashReport',
      'coupons',
    ];
    const first = new Map<string, string>();
    for (const name of [...order, ...order.toReversed()]) {
      const text = await renders[name]();
      for (const line of expected[name]) expect(text, name).toContain(line);
      if (first.has(name)) expect(text, `${name} again`).toBe(first.get(name));
      else first.set(name, text);
    }
  });
});

describe('documentFonts', () => {
  /** fontkit's side of a parsed font, which pdfkit's type declarations do not describe. */
  type Glyphs = {
    glyphForCodePoint(codePoint: number): { id: number; codePoints: number[] };
    getGlyph(id: number): { codePoints: number[] };
    layout(text: string): { glyphs: { codePoints: number[] }[] };
  };
  const regular = () => documentFonts().regular as unknown as Glyphs;

  it('gives each document glyphs of its own: one made for no character in one document reads back in the next', () => {
    // 'ɘ', which no document prints, so nothing earlier in this process has made its glyph.
    const id = regular().glyphForCodePoint(0x258).id;
    // As embedding a subset makes a composite glyph's parts: the glyph alone, with no character.
    const first = regular();
    expect(first.getGlyph(id).codePoints).toEqual([]);
    // The next document shapes its text as pdfkit does, through fontkit's layout.
    expect(
      regular()
        .layout('ɘ')
        .glyphs.map((g) => g.codePoints),
    ).toEqual([[0x258]]);
  });
});
