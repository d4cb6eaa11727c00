/**
 * Cash orders as the Kazakh forms lay them out (Приказ МФ РК №562 of 20.12.2012): the 'Приходный кассовый
 * ордер' (КО-1, appendix 1) — the order the cashier keeps and, past a cut line, the receipt the payer
 * takes — on a landscape A4; and the 'Расходный кассовый ордер' (КО-2, appendix 2) for a refund, which
 * has no receipt, on a portrait A4. Pure: the printed data in, the PDF's bytes out.
 */
import { formatTenge } from '@pms/domain';
import { amountInFigures, amountInWords } from './amount-in-words.ts';
import { initials } from './initials.ts';
import { createPdf, type Pdf, pdfBuffer } from './pdf/document.ts';

export interface CashOrder {
  /** 'receipt': КО-1, money taken; 'expense': КО-2, money given back. */
  kind: 'receipt' | 'expense';
  number: number;
  /** 'DD.MM.YYYY', the day of the cash operation. */
  date: string;
  organisation: string;
  bin: string;
  /** Принято от / Выдать: the payer, or whom a refund is paid to. */
  person: string;
  /** The refund's receiver's identity document, printed on КО-2's 'По'. */
  personDocument: string;
  basis: string;
  /** '15000.00' */
  amount: string;
  /** Names from the requisites and the cashier who took the payment; blank lines when unknown. */
  director: string;
  accountant: string;
  cashier: string;
}

/**
 * The accounts of the standard chart (НСФО): 1010 is cash in the till; 1210 the customers' receivables,
 * which a guest's payment settles and a refund restores. The accountant may re-post; the form prints them.
 */
const ACCOUNTS = {
  receipt: { debit: '1010', credit: '1210' },
  expense: { debit: '1210', credit: '1010' },
} as const;

/** A form prints black on white; a narrow margin leaves the order and its receipt room side by side. */
const INK = '#000000';
const MARGIN = 28;
/** The form's type size: a landscape A4 holds both parts at a size that reads without glasses. */
const SIZE = 10.5;
const GREY = '#555555';

/** A box of text at (x, y), wrapped to `width`; answers the y under it. */
function text(
  doc: Pdf,
  value: string,
  x: number,
  y: number,
  width: number,
  o: { size?: number; bold?: boolean; align?: 'left' | 'center' | 'right'; color?: string } = {},
) {
  doc
    .font(o.bold ? 'bold' : 'regular')
    .fontSize(o.size ?? SIZE)
    .fillColor(o.color ?? INK);
  doc.text(value, x, y, { width, align: o.align ?? 'left' });
  return doc.y;
}

/**
 * 'Принято от: Серикова Айгуль' with the value on a rule to the right edge, as the form's blank lines;
 * a long value wraps and the rule follows its last line. Answers the y of the next line.
 */
function field(doc: Pdf, label: string, value: string, x: number, y: number, width: number) {
  doc.font('regular').fontSize(SIZE);
  const labelWidth = doc.widthOfString(`${label} `);
  doc.fillColor(INK).text(label, x, y, { lineBreak: false });
  doc.font('bold');
  doc.text(value || ' ', x + labelWidth, y, { width: width - labelWidth });
  const bottom = doc.y;
  doc
    .moveTo(x + labelWidth, bottom + 0.5)
    .lineTo(x + width, bottom + 0.5)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  return bottom + 8;
}

/**
 * A signature: the role, a blank to sign on and the name spelled out, with captions under the blanks.
 * A narrow part (the receipt) puts the blanks under the role. Answers the y of the next line.
 */
function signature(doc: Pdf, role: string, name: string, x: number, y: number, width: number) {
  const inline = width >= 300;
  const roleWidth = inline ? width * 0.4 : width;
  const roleBottom = text(doc, role, x, y, roleWidth);
  const lineY = inline ? Math.max(roleBottom - 2, y + SIZE + 2) : roleBottom + SIZE + 6;
  const blanksX = inline ? x + roleWidth + 6 : x;
  const blanksWidth = x + width - blanksX;
  const signWidth = blanksWidth * 0.35;
  const nameX = blanksX + signWidth + 8;
  const nameWidth = x + width - nameX;
  doc.font('bold').fontSize(SIZE).fillColor(INK);
  doc.text(initials(name) || ' ', nameX, lineY - SIZE - 3, {
    width: nameWidth,
    align: 'center',
    lineBreak: false,
  });
  doc.lineWidth(0.5).strokeColor(INK);
  doc
    .moveTo(blanksX, lineY)
    .lineTo(blanksX + signWidth, lineY)
    .stroke();
  doc
    .moveTo(nameX, lineY)
    .lineTo(nameX + nameWidth, lineY)
    .stroke();
  text(doc, 'подпись', blanksX, lineY + 1, signWidth, { size: 6.5, align: 'center', color: GREY });
  text(doc, 'расшифровка подписи', nameX, lineY + 1, nameWidth, { size: 6.5, align: 'center', color: GREY });
  return lineY + 16;
}

/** A grid of equal-height cells: header row and one value row; `shares` of `width` per column. */
function grid(doc: Pdf, rows: string[][], shares: number[], x: number, y: number, width: number) {
  const widths = shares.map((s) => s * width);
  let top = y;
  for (const [r, row] of rows.entries()) {
    doc.font(r === 0 ? 'regular' : 'bold').fontSize(r === 0 ? SIZE - 2 : SIZE);
    const height =
      Math.max(...row.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - 6 }))) + 6;
    let left = x;
    for (const [i, cell] of row.entries()) {
      doc.lineWidth(0.5).strokeColor(INK).rect(left, top, widths[i]!, height).stroke();
      doc.fillColor(INK).text(cell, left + 3, top + 3, { width: widths[i]! - 6, align: 'center' });
      left += widths[i]!;
    }
    top += height;
  }
  return top;
}

const FORMS = {
  receipt: {
    appendix:
      'Приложение 1\nк приказу Министра финансов\nРеспублики Казахстан\nот 20 декабря 2012 года № 562',
    form: 'Форма КО-1',
    title: 'ПРИХОДНЫЙ КАССОВЫЙ ОРДЕР',
    person: 'Принято от',
  },
  expense: {
    appendix:
      'Приложение 2\nк приказу Министра финансов\nРеспублики Казахстан\nот 20 декабря 2012 года № 562',
    form: 'Форма КО-2',
    title: 'РАСХОДНЫЙ КАССОВЫЙ ОРДЕР',
    person: 'Выдать',
  },
} as const;

/** The order itself, the part the cashier keeps: the same fields on КО-1 and КО-2, worded by kind. */
function order(doc: Pdf, o: CashOrder, x: number, y: number, width: number) {
  const form = FORMS[o.kind];
  const appendixWidth = 170;
  text(doc, form.appendix, x + width - appendixWidth, y, appendixWidth, { size: 7.5, align: 'right' });
  let top = text(doc, form.form, x + width - appendixWidth, doc.y + 2, appendixWidth, {
    size: 9,
    bold: true,
    align: 'right',
  });
  top = field(doc, 'Организация (индивидуальный предприниматель):', o.organisation, x, top + 6, width);
  top = field(doc, 'ИИН/БИН:', o.bin, x, top, width * 0.5);

  const numbersWidth = 200;
  const gridTop = top + 6;
  top = grid(
    doc,
    [
      ['Номер документа', 'Дата составления'],
      [String(o.number), o.date],
    ],
    [0.5, 0.5],
    x + width - numbersWidth,
    gridTop,
    numbersWidth,
  );
  // The title stands left of the number and date, level with the middle of their box.
  text(doc, form.title, x, (gridTop + top) / 2 - 9, width - numbersWidth - 10, { size: 14, bold: true });

  const accounts = ACCOUNTS[o.kind];
  top = grid(
    doc,
    [
      ['Дебет', 'Кредит\n(корреспондирующий счет)', 'Сумма, в KZT', 'Код целевого назначения'],
      [accounts.debit, accounts.credit, amountInFigures(o.amount), ''],
    ],
    [0.2, 0.3, 0.28, 0.22],
    x,
    top + 10,
    width,
  );

  top = field(doc, `${form.person}:`, o.person, x, top + 10, width);
  top = field(doc, 'Основание:', o.basis, x, top, width);
  top = field(doc, 'Сумма прописью:', amountInWords(o.amount), x, top, width);
  top = field(doc, 'Приложение:', '', x, top, width);
  top += 6;
  if (o.kind === 'receipt') {
    top = signature(doc, 'Главный бухгалтер или уполномоченное лицо', o.accountant, x, top, width);
    return signature(doc, 'Получил кассир', o.cashier, x, top + 4, width);
  }
  top = signature(doc, 'Руководитель организации', o.director, x, top, width);
  top = signature(doc, 'Главный бухгалтер или уполномоченное лицо', o.accountant, x, top + 4, width);
  top = field(doc, 'Получил:', amountInWords(o.amount), x, top + 6, width);
  top = text(doc, '«____» ______________ 20___ г.            Подпись ______________', x, top + 4, width);
  top = field(doc, 'По:', o.personDocument, x, top + 8, width);
  text(
    doc,
    'наименование, номер, дата и место выдачи документа, удостоверяющего личность получателя',
    x,
    top - 4,
    width,
    {
      size: 6,
      align: 'center',
      color: GREY,
    },
  );
  return signature(doc, 'Выдал кассир', o.cashier, x, top + 10, width);
}

/** The payer's half of КО-1: 'Квитанция к приходному кассовому ордеру №…'. */
function receiptPart(doc: Pdf, o: CashOrder, x: number, y: number, width: number) {
  let top = text(doc, o.organisation, x, y, width, { bold: true, align: 'center' });
  top = text(doc, `ИИН/БИН ${o.bin}`, x, top + 1, width, { align: 'center' });
  top = text(doc, 'КВИТАНЦИЯ', x, top + 16, width, { size: 14, bold: true, align: 'center' });
  top = text(doc, `к приходному кассовому ордеру № ${o.number}`, x, top + 2, width, { align: 'center' });
  top = text(doc, `от ${o.date}`, x, top + 1, width, { align: 'center' });
  top = field(doc, 'Принято от:', o.person, x, top + 14, width);
  top = field(doc, 'Основание:', o.basis, x, top, width);
  top = field(doc, 'Сумма:', formatTenge(o.amount), x, top, width);
  top = field(doc, 'Сумма прописью:', amountInWords(o.amount), x, top, width);
  top = text(doc, 'М.П.', x, top + 10, width, { bold: true });
  top = signature(doc, 'Главный бухгалтер или уполномоченное лицо', o.accountant, x, top + 10, width);
  return signature(doc, 'Кассир', o.cashier, x, top + 4, width);
}

export async function cashOrderPdf(o: CashOrder): Promise<Buffer> {
  const title = `${o.kind === 'receipt' ? 'Приходный' : 'Расходный'} кассовый ордер № ${o.number} от ${o.date}`;
  if (o.kind === 'expense') {
    const doc = await createPdf({ title, author: o.organisation }, MARGIN);
    const { left, right } = doc.page.margins;
    order(doc, o, left, doc.page.margins.top, doc.page.width - left - right);
    return pdfBuffer(doc);
  }
  const doc = await createPdf({ title, author: o.organisation }, MARGIN, 'landscape');
  const { left, right, top } = doc.page.margins;
  const usable = doc.page.width - left - right;
  const orderWidth = usable * 0.62;
  const cutX = left + orderWidth + 16;
  order(doc, o, left, top, orderWidth);
  // The cut line between the cashier's order and the payer's receipt.
  doc
    .moveTo(cutX, top)
    .lineTo(cutX, doc.page.height - doc.page.margins.bottom)
    .dash(4, { space: 3 })
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke()
    .undash();
  doc.save().rotate(-90, { origin: [cutX - 3, doc.page.height / 2] });
  text(doc, 'Линия отреза', cutX - 40, doc.page.height / 2 - 9, 80, {
    size: 6,
    align: 'center',
    color: GREY,
  });
  doc.restore();
  receiptPart(doc, o, cutX + 16, top, left + usable - cutX - 16);
  return pdfBuffer(doc);
}
