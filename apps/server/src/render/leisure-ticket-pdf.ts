/**
 * A leisure order's ticket ('Билет'): the property, the order's number, activity and day, each tariff's
 * session time and what was bought, the total, what was paid and what is owed, and the client. Shown at
 * the entrance, so the number and the day are large. Pure: ticketData turns the order's view into lines.
 */
import { formatDay, formatTenge, type LeisureOrderView, leisureTicketStatus } from '@pms/domain';
import { drawCompanyHeader, type PrintedCompany } from './pdf/company.ts';
import { colors, contentWidth, createPdf, page, pdfBuffer } from './pdf/document.ts';
import { beginTag, endTag } from './pdf/structure.ts';
import { type Column, drawTable } from './pdf/table.ts';

export interface TicketData {
  company: PrintedCompany;
  /** The order's number. */
  order: number;
  activity: string;
  day: string;
  status: string;
  client: string;
  rows: string[][];
  total: string;
  paid: string;
  duty: string;
}

export function ticketData(order: LeisureOrderView, company: PrintedCompany): TicketData {
  const c = order.client;
  return {
    company,
    order: order.id,
    activity: order.category_name,
    day: formatDay(order.check_in),
    status: leisureTicketStatus(order.status, order.amount, order.paid),
    client: c
      ? [c.last_name, c.first_name, c.middle_name].filter(Boolean).join(' ') +
        (c.phone_number ? `, ${c.phone_number}` : '')
      : '—',
    rows: order.items.map((i) => [
      i.tariff_name,
      `${i.start_time}–${i.end_time}`,
      i.name,
      String(i.quantity),
      formatTenge(i.price),
      formatTenge(i.amount),
    ]),
    total: formatTenge(order.amount),
    paid: formatTenge(order.paid),
    duty: formatTenge(order.duty),
  };
}

export const ticketFileName = (number: number) => `Билет №${number}.pdf`;

const columns: Column[] = [
  { title: 'Тариф', share: 0.24 },
  { title: 'Время', share: 0.14, align: 'center' },
  { title: 'Цена', share: 0.2 },
  { title: 'Кол-во', share: 0.1, align: 'right' },
  { title: 'Стоимость', share: 0.15, align: 'right' },
  { title: 'Сумма', share: 0.17, align: 'right' },
];

/** The ticket with its number in the documents' register (`number`), beside its order's. */
export async function renderTicket(d: TicketData & { number: number }) {
  const doc = await createPdf({ title: `Билет № ${d.number}`, author: d.company.name, tagged: true });
  drawCompanyHeader(doc, d.company, null);
  doc.moveDown(1.2);
  let tag = beginTag(doc, 'H1');
  doc.font('bold').fontSize(22).fillColor(colors.accent).text(`Билет № ${d.number}`, page.margin);
  endTag(doc, tag);
  tag = beginTag(doc, 'H2');
  doc.font('bold').fontSize(15).fillColor(colors.text).text(`${d.activity} · ${d.day}`);
  endTag(doc, tag);
  tag = beginTag(doc, 'P');
  doc.font('regular').fontSize(10).text(`Заказ № ${d.order}`);
  endTag(doc, tag);
  doc.moveDown(0.4);
  doc.font('regular').fontSize(10).fillColor(colors.text);
  tag = beginTag(doc, 'P');
  doc.text(`Клиент: ${d.client}`);
  endTag(doc, tag);
  tag = beginTag(doc, 'P');
  doc.text(`Статус: ${d.status}`);
  endTag(doc, tag);
  doc.moveDown(0.8);
  drawTable(doc, columns, [
    ...d.rows.map((cells) => ({ cells })),
    { cells: ['Итого', '', '', '', '', d.total], bold: true },
  ]);
  doc.moveDown(0.8);
  doc.font('regular').fontSize(10);
  const x = page.margin + contentWidth / 2;
  const width = contentWidth / 2;
  tag = beginTag(doc, 'P');
  doc.text(`Оплачено: ${d.paid}`, x, doc.y, { width, align: 'right' });
  endTag(doc, tag);
  tag = beginTag(doc, 'P');
  doc.font('bold').text(`К оплате: ${d.duty}`, x, doc.y, { width, align: 'right' });
  endTag(doc, tag);
  return pdfBuffer(doc);
}
