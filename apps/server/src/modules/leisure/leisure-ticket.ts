/** 'Билет': an order's ticket as a PDF, read the one way the day's orders are (getLeisureOrder). */
import type { Db } from '../../db/client.ts';
import { renderTicket, ticketData, ticketFileName } from '../../documents/leisure-ticket-pdf.ts';
import { printedCompany } from '../../documents/pdf/company.ts';
import type { Actor } from '../../http/actor.ts';
import { getCompanyInfo } from '../companies/companies.service.ts';
import { getLeisureOrder } from './leisure.service.ts';

export async function leisureTicket(db: Db, actor: Actor, id: number) {
  const order = await getLeisureOrder(db, actor, id);
  const data = ticketData(order, printedCompany(await getCompanyInfo(db, actor)));
  return { fileName: ticketFileName(data), content: await renderTicket(data) };
}
