/**
 * 'Счет на оплату' as a workbook, laid out as Kazakh invoices are (REFERENCE.md): the note, the payment
 * order sample (Бенефициар, ИИК, Кбе; Банк бенефициара, БИК, КНП), the title with number and date, the
 * parties, the lines (№, Код, Наименование, Кол-во, Ед., Цена, Сумма), the totals with the amount in words, and the executor's signature. Amounts are
 * numbers with a money format, so the accountant's spreadsheet can add them up. Pure: data in, bytes out.
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../lib/on-first-use.ts';
import { amountInFigures, amountInWords } from './amount-in-words.ts';
import type { InvoiceLine } from './invoice-lines.ts';
import { printLayout } from './xlsx-print.ts';

export interface Invoice {
  number: number;
  /** '05 декабря 2026 г.' */
  date: string;
  /** The company's note, already filled; empty prints none. */
  note: string;
  supplier: {
    name: string;
    bin: string;
    address: string;
    bank: string;
    iik: string;
    bik: string;
    kbe: string;
    knp: string;
  };
  /** The guest's name, or an organisation's 'БИН / ИИН …, name, address' (organisationLine). */
  buyer: string;
  lines: InvoiceLine[];
  /** '48000.00': the lines' sum, which is the booking's price. */
  total: string;
  /** What was paid on it ('0.00': the rows 'Оплачено' and 'Остаток к оплате' are left out). */
  paid: string;
  /** The balance due: 'Всего к оплате'. */
  due: string;
  /** Printed under the line 'Исполнитель ______ /…/'. */
  executor: string;
}

const MONEY = '#,##0.00';
const FONT = 'Arial';
/** Columns: №, Код, Наименование, Кол-во, Ед., Цена, Сумма; widths in characters, A4 portrait in all. */
const WIDTHS = [4.5, 8, 41, 8, 6, 13, 14];
/** The characters a line's name fits in a row of its column. */
const NAME_CHARS = 48;
const THIN: Partial<ExcelJS.Border> = { style: 'thin' };
const BOX: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/** Rows a wrapped text needs in a merged width of `chars` characters (Excel does not grow merged rows). */
const linesOf = (value: string, chars: number) =>
  value.split('\n').reduce((n, part) => n + Math.max(1, Math.ceil(part.length / chars)), 0);

export async function invoiceXlsx(inv: Invoice): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'PMS';
  const ws = wb.addWorksheet(`Счет ${inv.number}`, {
    pageSetup: { margins: { left: 0.5, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 } },
    views: [{ showGridLines: false }],
  });
  ws.columns = WIDTHS.map((width) => ({ width }));
  ws.properties.defaultRowHeight = 15;
  const all = 'ABCDEFG';
  let r = 1;

  /** Writes `value` across columns `from`..`to` of the current row, merged when wider than one. */
  const put = (
    from: string,
    to: string,
    value: ExcelJS.CellValue,
    style: { bold?: boolean; size?: number; italic?: boolean; align?: 'left' | 'center' | 'right' } = {},
  ) => {
    if (from !== to) ws.mergeCells(`${from}${r}:${to}${r}`);
    const cell = ws.getCell(`${from}${r}`);
    cell.value = value;
    cell.font = { name: FONT, size: style.size ?? 10, bold: style.bold, italic: style.italic };
    // Figures keep a space from the right border, text from the left.
    cell.alignment = {
      vertical: 'middle',
      horizontal: style.align ?? 'left',
      wrapText: true,
      indent: style.align === 'center' ? 0 : 1,
    };
    return cell;
  };
  /** A box around the cells `from`..`to` of rows `top`..`bottom`. */
  const box = (from: string, to: string, top: number, bottom: number) => {
    for (let row = top; row <= bottom; row++) {
      for (let c = all.indexOf(from); c <= all.indexOf(to); c++) {
        const cell = ws.getCell(`${all[c]}${row}`);
        cell.border = {
          ...(row === top ? { top: THIN } : {}),
          ...(row === bottom ? { bottom: THIN } : {}),
          ...(all[c] === from ? { left: THIN } : {}),
          ...(all[c] === to ? { right: THIN } : {}),
        };
      }
    }
  };
  const thickRule = (row: number) => {
    for (const c of all) ws.getCell(`${c}${row}`).border = { bottom: { style: 'medium' } };
  };

  if (inv.note) {
    put('A', 'G', inv.note, { size: 8, italic: true, align: 'center' });
    ws.getRow(r).height = 11 * linesOf(inv.note, 120) + 4;
    r += 2;
  }

  put('A', 'G', 'Образец платежного поручения', { bold: true, size: 11 });
  r++;
  // The 2×3 sample: labels over values, each of the three columns boxed.
  const s = inv.supplier;
  const order: [string, string, string][] = [
    ['Бенефициар:', 'ИИК', 'Кбе'],
    [`${s.name}\nБИН: ${s.bin}`, s.iik, s.kbe],
    ['Банк бенефициара:', 'БИК', 'Код назначения платежа'],
    [s.bank, s.bik, s.knp],
  ];
  const orderTop = r;
  for (const [i, [a, b, c]] of order.entries()) {
    const values = i % 2 === 1;
    put('A', 'C', a, { bold: values, size: values ? 10 : 8.5 });
    put('D', 'F', b, { bold: values, align: 'center', size: values ? 10 : 8.5 });
    put('G', 'G', c, { bold: values, align: 'center', size: values ? 10 : 8.5 });
    // The company's name and БИН over two lines; 'Код назначения платежа' over two in its narrow box.
    if (i === 1) ws.getRow(r).height = 30;
    if (i === 2) ws.getRow(r).height = 24;
    r++;
  }
  // Each label and its value share one box.
  for (const top of [orderTop, orderTop + 2]) {
    box('A', 'C', top, top + 1);
    box('D', 'F', top, top + 1);
    box('G', 'G', top, top + 1);
  }
  r++;

  put('A', 'G', `Счет на оплату № ${inv.number} от ${inv.date}`, { bold: true, size: 14 });
  ws.getRow(r).height = 24;
  thickRule(r);
  r += 2;

  /** 'Покупатель: Серикова Айгуль' across the page, the label plain and the party bold. */
  const party = (label: string, value: string) => {
    const font = { name: FONT, size: 10 };
    put('A', 'G', {
      richText: [
        { text: `${label} `, font },
        { text: value, font: { ...font, bold: true } },
      ],
    });
    ws.getCell(`A${r}`).alignment = { vertical: 'top', wrapText: true };
    ws.getRow(r).height = 14 * linesOf(`${label} ${value}`, 95) + 2;
    r++;
  };
  party('Поставщик:', `БИН / ИИН ${s.bin}, ${s.name}${s.address ? `, ${s.address}` : ''}`);
  party('Покупатель:', inv.buyer);
  party('Договор:', 'Без договора');
  r++;

  const headerRow = r;
  for (const [i, title] of ['№', 'Код', 'Наименование', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].entries()) {
    const cell = put(all[i]!, all[i]!, title, { bold: true, align: 'center' });
    cell.border = BOX;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } };
  }
  ws.getRow(headerRow).height = 18;
  r++;
  for (const [i, l] of inv.lines.entries()) {
    const cells = [
      put('A', 'A', i + 1, { align: 'center' }),
      put('B', 'B', l.code, { align: 'center' }),
      put('C', 'C', l.name),
      put('D', 'D', l.quantity, { align: 'right' }),
      put('E', 'E', l.unit, { align: 'center' }),
      put('F', 'F', Number(l.price), { align: 'right' }),
      put('G', 'G', Number(l.total), { align: 'right' }),
    ];
    for (const cell of cells) cell.border = BOX;
    ws.getCell(`F${r}`).numFmt = MONEY;
    ws.getCell(`G${r}`).numFmt = MONEY;
    ws.getRow(r).height = 14 * linesOf(l.name, NAME_CHARS) + 2;
    r++;
  }

  put('A', 'F', 'Итого:', { bold: true, align: 'right' });
  put('G', 'G', Number(inv.total), { bold: true, align: 'right' }).numFmt = MONEY;
  r++;
  put('A', 'G', 'Без НДС', { bold: true, align: 'right' });
  r++;
  // After a payment the invoice asks for the balance, and says what was already paid.
  if (Number(inv.paid) !== 0) {
    for (const [label, value] of [
      ['Оплачено:', inv.paid],
      ['Остаток к оплате:', inv.due],
    ] as const) {
      put('A', 'F', label, { bold: true, align: 'right' });
      put('G', 'G', Number(value), { bold: true, align: 'right' }).numFmt = MONEY;
      r++;
    }
  }
  r++;

  put('A', 'G', `Всего наименований ${inv.lines.length}, на сумму ${amountInFigures(inv.total)} KZT`);
  r++;
  put('A', 'G', `Всего к оплате: ${amountInWords(inv.due)}`, { bold: true });
  thickRule(r);
  r += 3;

  put('A', 'G', `Исполнитель ____________________ /${inv.executor || '                    '}/`, {
    bold: true,
  });
  // A long list of lines goes on over the page with its column headings on top.
  printLayout(ws, { headerRows: headerRow, orientation: 'portrait' });
  ws.pageSetup.printArea = `A1:G${r}`;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
