/**
 * 'Билет': an order's ticket as a PDF, read the one way the day's orders are (getLeisureOrder) and issued
 * through the documents' register: numbered without gaps per company and year, kept, and the same
 * document again while the order is unchanged.
 */
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { renderTicket, ticketData, ticketFileName } from '../../render/leisure-ticket-pdf.ts';
import { printedCompany } from '../../render/pdf/company.ts';
import { getCompanyInfo } from '../companies/index.ts';
import { getLeisureOrder } from '../leisure/index.ts';
import { issueDocument } from './issued-documents.ts';

export async function leisureTicket(db: Db, actor: Actor, id: number) {
  const order = await getLeisureOrder(db, actor, id);
  const data = ticketData(order, printedCompany(await getCompanyInfo(db, actor)));
  const issued = await issueDocument(db, actor, {
    kind: 'leisure_ticket',
    leisureOrderId: order.id,
    snapshot: data,
    render: async ({ number }) => ({
      content: await renderTicket({ ...data, number }),
      fileName: ticketFileName(number),
      contentType: 'application/pdf',
    }),
  });
  return { fileName: issued.fileName, content: issued.content };
}
