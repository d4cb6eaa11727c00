/**
 * The receptionist's end-of-shift cash report ('Кассовый отчёт') on A4: the property, the period and
 * the cashier, the money by payment type and by employee, the totals, every operation, and the lines the
 * cashier and the senior administrator sign. Pure: cashReportData turns the report's answer into the
 * printed lines (also the register's snapshot), renderCashReport prints them.
 */
import { type CashReport, formatDay, formatTenge } from '@pms/domain';
import { initials } from './initials.ts';
import { drawCompanyHeader, type PrintedCompany } from './pdf/company.ts';
import { colors, contentWidth, createPdf, ensureSpace, type Pdf, page, pdfBuffer } from './pdf/document.ts';
import { type Column, drawTable, fitColumns } from './pdf/table.ts';

/** What the cash report prints, every value formatted. */
export interface CashReportData {
  company: PrintedCompany;
  /** '30.11.2026 08:00 — 30.11.2026 20:00' in the property's zone. */
  period: string;
  timeZone: string;
  /** The employee who prints the report: the cashier who signs it. */
  cashier: string;
  types: string[][];
  employees: string[][];
  totals: { payments: string; returns: string; net: string; count: string };
  rows: string[][];
}

/** 'YYYY-MM-DD HH:mm' → 'DD.MM.YYYY HH:mm'. */
const localText = (local: string) => {
  const [date = '', time = ''] = local.split(' ');
  return `${formatDay(date)} ${time}`.trim();
};
const minus = (amount: string) => (Number(amount) === 0 ? formatTenge(amount) : `− ${formatTenge(amount)}`);
const kindLabels = { payment: 'Платеж', return: 'Возврат' } as const;

export function cashReportData(
  report: CashReport,
  o: { company: PrintedCompany; cashier: string; timeZone: string },
): CashReportData {
  const money = (g: CashReport['totals']) => [
    String(g.count),
    formatTenge(g.payments),
    minus(g.returns),
    formatTenge(g.net),
  ];
  return {
    company: o.company,
    period: `${localText(report.from_local)} — ${localText(report.to_local)}`,
    timeZone: o.timeZone,
    cashier: o.cashier,
    types: report.types.map((t) => [t.name, ...money(t)]),
    employees: report.employees.map((e) => [e.name, ...money(e)]),
    totals: {
      count: String(report.totals.count),
      payments: formatTenge(report.totals.payments),
      returns: minus(report.totals.returns),
      net: formatTenge(report.totals.net),
    },
    rows: report.rows.map((r) => [
      localText(r.created_local),
      r.basis,
      r.guest_name,
      r.method,
      kindLabels[r.payment_type],
      r.payment_type === 'return' ? minus(r.value) : formatTenge(r.value),
      r.employee,
    ]),
  };
}

/**
 * A column whose width is measured from its text (fitColumns), not set by hand: in fixed shares,
 * 'Основание', 'Безналичный' and 'Администратор' were cut mid-word.
 */
type FittedColumn = Omit<Column, 'share'>;

const moneyColumns = (lead: string): FittedColumn[] => [
  { title: lead },
  { title: 'Операций', align: 'right', nowrap: true },
  { title: 'Принято', align: 'right', nowrap: true },
  { title: 'Возвращено', align: 'right', nowrap: true },
  { title: 'Итого', align: 'right', nowrap: true },
];

const operationColumns: FittedColumn[] = [
  { title: 'Время', nowrap: true },
  { title: 'Основание' },
  { title: 'Гость' },
  { title: 'Тип оплаты' },
  { title: 'Вид', nowrap: true },
  { title: 'Сумма', align: 'right', nowrap: true },
  { title: 'Сотрудник' },
];

function heading(doc: Pdf, title: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(colors.text)
    .text(title, page.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
}

function totalsRow(d: CashReportData): string[] {
  return ['Итого', d.totals.count, d.totals.payments, d.totals.returns, d.totals.net];
}

/** The height a signature line takes, its captions under it included. */
const SIGNATURE_HEIGHT = 40;

/** A signature line: the role, a blank to sign on, and the name spelled out when known. */
function signature(doc: Pdf, role: string, name: string) {
  ensureSpace(doc, SIGNATURE_HEIGHT);
  const y = doc.y + 18;
  const roleWidth = 170;
  const signX = page.margin + roleWidth;
  const signWidth = 140;
  const nameX = signX + signWidth + 16;
  const nameWidth = page.margin + contentWidth - nameX;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colors.text)
    .text(role, page.margin, y - 11, { width: roleWidth });
  doc
    .font('regular')
    .fontSize(10)
    .text(initials(name) || ' ', nameX, y - 11, { width: nameWidth, align: 'center' });
  doc.lineWidth(0.5).strokeColor(colors.text);
  doc
    .moveTo(signX, y)
    .lineTo(signX + signWidth, y)
    .stroke();
  doc
    .moveTo(nameX, y)
    .lineTo(nameX + nameWidth, y)
    .stroke();
  doc.font('regular').fontSize(6.5).fillColor(colors.muted);
  doc.text('подпись', signX, y + 1, { width: signWidth, align: 'center' });
  doc.text('расшифровка подписи', nameX, y + 1, { width: nameWidth, align: 'center' });
  doc.fillColor(colors.text);
  doc.x = page.margin;
  doc.y = y + 14;
}

export async function renderCashReport(d: CashReportData, issue: { number: number; issuedAt: string }) {
  const doc = await createPdf({
    title: `Кассовый отчёт №${issue.number}`,
    author: d.company.name,
    pageNumbers: true,
  });
  drawCompanyHeader(doc, d.company, null);
  doc.font('bold').fontSize(15).text(`Кассовый отчёт №${issue.number}`, page.margin, doc.y, {
    width: contentWidth,
    align: 'center',
  });
  doc.moveDown(0.4);
  doc.font('regular').fontSize(10);
  const lines: [string, string][] = [
    ['Период', `${d.period} (${d.timeZone})`],
    ['Кассир', d.cashier],
    ['Сформирован', issue.issuedAt],
  ];
  for (const [label, value] of lines) {
    doc.font('bold').text(`${label}: `, page.margin, doc.y, { continued: true }).font('regular').text(value);
  }

  // The two money tables share their columns, fitted to both, so their figures stand under each other.
  const types = [...d.types.map((cells) => ({ cells })), { cells: totalsRow(d), bold: true }];
  const employees = [...d.employees.map((cells) => ({ cells })), { cells: totalsRow(d), bold: true }];
  const shares = fitColumns(doc, moneyColumns('Тип оплаты'), [
    ...types,
    ...employees,
    { cells: ['Сотрудник'], bold: true },
  ]).map((c) => c.share);
  const money = (lead: string) => moneyColumns(lead).map((c, i) => ({ ...c, share: shares[i]! }));
  heading(doc, 'По типам оплаты');
  drawTable(doc, money('Тип оплаты'), types);
  heading(doc, 'По сотрудникам');
  drawTable(doc, money('Сотрудник'), employees);

  heading(doc, 'Итого за период');
  doc.font('regular').fontSize(10);
  const totals: [string, string][] = [
    ['Операций', d.totals.count],
    ['Принято', d.totals.payments],
    ['Возвращено', d.totals.returns],
    ['Итого (принято − возвращено)', d.totals.net],
  ];
  for (const [label, value] of totals) {
    doc.font('regular').text(`${label}: `, page.margin, doc.y, { continued: true }).font('bold').text(value);
  }

  heading(doc, 'Операции');
  if (d.rows.length === 0) {
    doc.font('oblique').fontSize(9.5).fillColor(colors.muted).text('Платежей за период нет', page.margin);
    doc.fillColor(colors.text);
  } else {
    const rows = d.rows.map((cells) => ({ cells }));
    drawTable(doc, fitColumns(doc, operationColumns, rows), rows);
  }

  doc.moveDown(1.2);
  // The two signatures stay together, on the page with the last operations or on a page of their own.
  ensureSpace(doc, 2 * SIGNATURE_HEIGHT);
  signature(doc, 'Кассир', d.cashier);
  signature(doc, 'Старший администратор', '');
  return pdfBuffer(doc);
}
