/**
 * Issue 30: the PDFs a guest receives — the confirmation (single and group) and the leisure ticket — are
 * tagged PDFs in Russian with their title shown: poppler says 'Tagged: yes', the catalog carries /Lang
 * (ru-RU), /MarkInfo and a structure tree whose headings, paragraphs and table cells hold the text in
 * reading order, and pdftotext reads the same text as before. A cash order, not a guest's paper, stays
 * untagged, and still names its language.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../test/pdf-text.ts';
import { type CashOrder, cashOrderPdf } from '../cash-order-pdf.ts';
import { confirmationData, renderConfirmation } from '../confirmation-pdf.ts';
import { renderTicket } from '../leisure-ticket-pdf.ts';
import { printedCompany } from './company.ts';
import { sampleCompany, sampleGroup, sampleMoney, sampleSingle } from './samples.ts';

const run = promisify(execFile);

/** `pdfinfo` of the file, and with `-struct-text` its structure tree with the text of each element. */
async function poppler(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-tagged-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const info = (await run('pdfinfo', [file])).stdout;
    const struct = (await run('pdfinfo', ['-struct-text', file])).stdout;
    return { info, struct };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** poppler's tree with its indentation and no-break spaces made single plain spaces. */
const squeezed = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[ \t]+/g, ' ');
/** The catalog dictionary, which pdfkit writes uncompressed. */
const catalog = (pdf: Buffer) =>
  /\/Type \/Catalog[\s\S]*?>>\s*endobj/.exec(pdf.toString('latin1'))?.[0] ?? '';
/** '/Lang (ru-RU)' as pdfkit writes the string (it may hex-encode it). */
const langOf = (dict: string) => {
  const m = /\/Lang\s*(\(([^)]*)\)|<([0-9a-fA-F]+)>)/.exec(dict);
  if (!m) return null;
  if (m[2] !== undefined) return m[2];
  const hex = Buffer.from(m[3]!, 'hex');
  // A UTF-16BE string starts with its byte order mark.
  return hex[0] === 0xfe && hex[1] === 0xff
    ? hex.subarray(2).swap16().toString('utf16le')
    : hex.toString('latin1');
};

const single = () =>
  renderConfirmation(
    confirmationData({
      booking: sampleSingle(),
      money: sampleMoney(sampleSingle()),
      company: sampleCompany,
      timeZone: 'Asia/Almaty',
    }),
    { number: 5, issuedOn: '23.11.2026' },
    null,
  );

const group = () => {
  const { group, roomGuests } = sampleGroup();
  return renderConfirmation(
    confirmationData({
      booking: group,
      money: sampleMoney(group),
      roomGuests,
      company: sampleCompany,
      timeZone: 'Asia/Almaty',
    }),
    { number: 6, issuedOn: '23.11.2026' },
    null,
  );
};

const ticket = () =>
  renderTicket({
    company: printedCompany(sampleCompany),
    number: 3,
    order: 12,
    activity: 'Аквапарк',
    day: '23.11.2026',
    status: 'Оплачен',
    client: 'Ахметов Нурлан, +7 701 111 22 33',
    rows: [['Дневной', '10:00–18:00', 'Взрослый', '2', '5 000 ₸', '10 000 ₸']],
    total: '10 000 ₸',
    paid: '0 ₸',
    duty: '10 000 ₸',
  });

describe('the guest’s PDFs are tagged', () => {
  it.each([
    ['the confirmation', single, 'Подтверждение бронирования №'],
    ['a group’s confirmation', group, 'Подтверждение групповой брони №'],
    ['the leisure ticket', ticket, 'Билет №'],
  ])('%s: Tagged, in Russian, titled, with its structure', async (_what, render, titled) => {
    const pdf = await render();
    const { info, struct } = await poppler(pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+${titled} \\S+$`, 'm'));
    const root = catalog(pdf);
    expect(langOf(root)).toBe('ru-RU');
    expect(root).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(root).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(root).toMatch(/\/ViewerPreferences \d+ 0 R/);
    expect(pdf.toString('latin1')).toMatch(/\/DisplayDocTitle true/);
    // The tree: a Document whose first heading is the title, and tables of header cells and cells.
    const s = squeezed(struct);
    expect(s).toMatch(/^Document\b/m);
    // The company's paragraphs, then the title.
    expect(s).toMatch(
      new RegExp(`^Document\\n( P \\(block\\)\\n "[^"]+"\\n)+ H1 \\(block\\)\\n "${titled} \\S+"`),
    );
    expect(s).toMatch(/Table \(block\)\n TR\n TH\n "[^"]+"/);
    expect(s).toMatch(/\n TD\n "[^"]+"/);
  });

  it('marks headings, paragraphs and cells with the text a reader reads', async () => {
    const s = squeezed((await poppler(await single())).struct);
    // The company's name and requisites, then the title, the document's number and the status.
    expect(s).toContain('P (block)\n "Курорт «Алтын Булак»"');
    expect(s).toContain('P (block)\n "Документ № 5 от 23.11.2026"');
    expect(s).toContain('P (block)\n "Статус: Бронь"');
    expect(s).toContain('H2 (block)\n "Проживание"');
    expect(s).toContain('TH\n "Категория"');
    expect(s).toContain('TD\n "162 000 ₸"');
    // The totals: a label cell and its value.
    expect(s).toContain('TH\n "Осталось оплатить"\n TD\n "');
    expect(s).toContain('P (block)\n "Заезд — с 14:00, выезд — до 12:00 (местное время).');
  });

  it('keeps a group room’s guests as a row of one cell across the table', async () => {
    const s = squeezed((await poppler(await group())).struct);
    expect(s).toContain('TR\n TD:\n /ColSpan 7\n "Гости: Ким Сергей, Ким Асель"');
  });

  it('tags a table that runs onto a second page once, its repeated header an artifact', async () => {
    const pdf = await renderConfirmation(
      confirmationData({
        booking: sampleSingle(40),
        money: sampleMoney(sampleSingle(40)),
        company: sampleCompany,
        timeZone: 'Asia/Almaty',
      }),
      { number: 7, issuedOn: '23.11.2026' },
      null,
    );
    expect(await pdfPages(pdf)).toBe(2);
    const { info, struct } = await poppler(pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    const s = squeezed(struct);
    // 'Питание по дням' breaks across the pages: the page shows its header twice, the tree once, and
    // every day's row is in the tree (the 40 days from 12.12.2026 end on 21.01.2027).
    const text = squeezed(await pdfText(pdf));
    expect(text.match(/Дата Завтрак Обед Ужин/g)).toHaveLength(2);
    expect(s.match(/TH\n "Дата"/g)).toHaveLength(1);
    expect(s).toContain('TD\n "12.12.2026"');
    expect(s).toContain('TD\n "21.01.2027"');
    expect(text).toContain('Отмена и изменение брони');
  });

  it('leaves a cash order untagged, in Russian', async () => {
    const order: CashOrder = {
      kind: 'receipt',
      number: 7,
      date: '23.11.2026',
      organisation: 'ТОО «Алтын Булак Резорт»',
      bin: '180440012345',
      person: 'Серикова Айгуль',
      personDocument: 'удостоверение личности № 012345678',
      basis: 'Оплата по брони № 1042',
      amount: '15000.00',
      director: 'Ахметов Ерлан',
      accountant: 'Жумабаева Сауле',
      cashier: 'Ибраева Динара',
    };
    const pdf = await cashOrderPdf(order);
    const { info } = await poppler(pdf);
    expect(info).toMatch(/^Tagged:\s+no$/m);
    expect(langOf(catalog(pdf))).toBe('ru-RU');
  });
});
