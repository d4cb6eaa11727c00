/**
 * Every PDF the product makes reads back letter for letter (pdftotext), whatever was rendered before it
 * in the process: КО-1, КО-2, the confirmation (one room and a group), the meal coupons, the leisure
 * ticket and the cash report. Each prints every character the documents use — Cyrillic and Latin, upper
 * and lower case, the Kazakh letters, digits, punctuation, ₸, №, «», — — in each face it prints, after a
 * different document printed them all first. DejaVu draws many letters from others (the Cyrillic 'А' and
 * 'Т' from the Latin 'A' and 'T'); when the glyphs were shared between documents, embedding one
 * document's subset left the next with letters that had no text behind them ('Сумма, в KZ',
 * '( sia/ lmaty)'). The renders' order is the point; the file needs no process of its own.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { type CashOrder, cashOrderPdf } from '../cash-order-pdf.ts';
import { renderCashReport } from '../cash-report-pdf.ts';
import { confirmationData, renderConfirmation } from '../confirmation-pdf.ts';
import { couponsData, renderCoupons } from '../coupons-pdf.ts';
import { renderTicket } from '../leisure-ticket-pdf.ts';
import { type CompanyInfo, printedCompany } from './company.ts';
import { createPdf, pdfBuffer } from './document.ts';
import { sampleCompany, sampleGroup, sampleMoney, sampleSingle } from './samples.ts';

/** Every character the documents print, in words short enough for the narrowest field. */
const WORDS = [
  'АБВГДЕЁЖЗИЙКЛМНОП',
  'РСТУФХЦЧШЩЪЫЬЭЮЯ',
  'абвгдеёжзийклмноп',
  'рстуфхцчшщъыьэюя',
  'ӘәҒғҚқҢңӨөҰұҮүҺһІі',
  'ABCDEFGHIJKLM',
  'NOPQRSTUVWXYZ',
  'abcdefghijklm',
  'nopqrstuvwxyz',
  '«0123456789»',
  '(№1,5%;:7.2!?)',
  '₸',
  'Asia/Almaty—KZT–x-y',
];
const ALL = WORDS.join(' ');
const CYRILLIC = WORDS.slice(0, 4).join(' ');

/**
 * The text as read, its runs of spaces and line breaks made one space. pdftotext may set a ₸ against the
 * figure before it or a space away from a ';', as its spacing guesses go; the letters are what is checked.
 */
const read = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ').replace(/ ?₸ ?/g, ' ₸ ').trim();

/**
 * The ToUnicode entries that map a glyph to no text: a glyph a reader cannot copy. pdfkit writes each
 * glyph's characters as '<…>' in a bfrange; an empty one is '<>'.
 */
function glyphsWithoutText(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  let empty = 0;
  for (const m of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font file, not a CMap
    }
    if (text.includes('beginbfrange')) empty += text.match(/<>/g)?.length ?? 0;
  }
  return empty;
}

/** The property with every character in its name (bold) and address (regular). */
const company: CompanyInfo = { ...sampleCompany, name: ALL, address: ALL };

const cashOrder = (kind: CashOrder['kind']): CashOrder => ({
  kind,
  number: 7,
  date: '23.11.2026',
  organisation: ALL,
  bin: '180440012345',
  person: ALL,
  personDocument: ALL,
  basis: ALL,
  amount: '15000.00',
  director: 'Ахметов Ерлан',
  accountant: 'Жумабаева Сауле',
  cashier: 'Ибраева Динара',
});

const issue = { number: 5, issuedOn: '23.11.2026' };

const documents: Record<string, () => Promise<Buffer>> = {
  'КО-1': () => cashOrderPdf(cashOrder('receipt')),
  'КО-2': () => cashOrderPdf(cashOrder('expense')),
  confirmation: () =>
    renderConfirmation(
      confirmationData({
        booking: sampleSingle(),
        money: sampleMoney(sampleSingle()),
        company,
        timeZone: 'Asia/Almaty',
      }),
      issue,
      null,
    ),
  'group confirmation': () => {
    const { group, roomGuests } = sampleGroup();
    return renderConfirmation(
      confirmationData({
        booking: group,
        money: sampleMoney(group),
        roomGuests,
        company,
        timeZone: 'Asia/Almaty',
      }),
      issue,
      null,
    );
  },
  // A coupon's lines never wrap (they end in '…'): a coupon for each word, its guest (regular) and
  // person (bold).
  coupons: () => {
    const data = couponsData({
      booking: sampleSingle(1, { adults: 1, children: 0 }),
      company: sampleCompany,
    });
    return renderCoupons(
      {
        ...data,
        guest: WORDS.join(', '),
        coupons: WORDS.map((word) => ({ ...data.coupons[0]!, person: word })),
      },
      issue,
      null,
    );
  },
  ticket: () =>
    renderTicket({
      company: printedCompany(company),
      number: 3,
      order: 12,
      activity: ALL,
      day: '23.11.2026',
      status: 'Оплачен',
      client: ALL,
      rows: [['Взрослый', '10:00', '5 000 ₸', '2', '10 000 ₸', '10 000 ₸']],
      total: '10 000 ₸',
      paid: '0 ₸',
      duty: '10 000 ₸',
    }),
  'cash report': () =>
    renderCashReport(
      {
        company: printedCompany(company),
        period: '30.11.2026 08:00 — 30.11.2026 20:00',
        timeZone: 'Asia/Almaty',
        cashier: ALL,
        types: [[ALL, '1', '60 000 ₸', '0 ₸', '60 000 ₸']],
        employees: [[ALL, '1', '60 000 ₸', '0 ₸', '60 000 ₸']],
        totals: { count: '1', payments: '60 000 ₸', returns: '0 ₸', net: '60 000 ₸' },
        // No operations: the report says so in the oblique face.
        rows: [],
      },
      { number: 4, issuedAt: '30.11.2026 20:05' },
    ),
};
const names = Object.keys(documents);

describe('every PDF reads back every character, after a cash order', () => {
  it.each(names)('%s', async (name) => {
    // First a cash order of another kind in Cyrillic only, the document that used to spoil the glyphs:
    // embedding it made the Latin letters its Cyrillic ones are drawn from, with no text behind them.
    const kind = name === 'КО-2' ? 'receipt' : 'expense';
    await cashOrderPdf({
      ...cashOrder(kind),
      organisation: CYRILLIC,
      person: CYRILLIC,
      personDocument: '',
      basis: CYRILLIC,
    });
    const pdf = await documents[name]!();
    expect(glyphsWithoutText(pdf), name).toBe(0);
    const text = ` ${await read(pdf)} `;
    for (const word of WORDS) expect(text, name).toContain(` ${word} `);
  });

  it('each face, printed alone after every document, reads back exactly the text it was given', async () => {
    for (const name of names) await documents[name]!();
    const doc = await createPdf({ title: 'Глифы', author: 'PMS' });
    for (const face of ['regular', 'bold', 'oblique']) doc.font(face).fontSize(9).text(ALL);
    const pdf = await pdfBuffer(doc);
    expect(glyphsWithoutText(pdf)).toBe(0);
    expect(await read(pdf)).toBe([ALL, ALL, ALL].join(' '));
  });
});
