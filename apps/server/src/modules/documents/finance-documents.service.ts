/**
 * The payment documents of a booking: a payment's cash order (КО-1, or КО-2 for a refund) and the
 * invoice for a booking or a group. Each reads the booking as the editor shows it (getBooking, getGroup)
 * and the company's requisites, and goes through the documents' register, which numbers it and keeps it.
 */

import {
  cashOrderRefusal,
  formatDay,
  formatMoney,
  formatTenge,
  type InvoiceBuyer,
  missingRequisites,
  organisationLine,
  personName,
  toLocal,
} from '@pms/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { XLSX } from '../../http/download.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { cashOrderPdf } from '../../render/cash-order-pdf.ts';
import { initials } from '../../render/initials.ts';
import { type InvoicePrice, invoiceLines, type PricedRoom } from '../../render/invoice-lines.ts';
import { type InvoiceNoteData, invoiceNoteProblem, renderInvoiceNote } from '../../render/invoice-note.ts';
import { invoiceXlsx } from '../../render/invoice-xlsx.ts';
import { TemplateError } from '../../render/liquid/render-liquid.ts';
import { documentMoney, fullName, getBooking, getGroup } from '../bookings/index.ts';
import { getCompanyInfo } from '../companies/index.ts';
import { getLeisureOrder } from '../leisure/index.ts';
import { financeDocumentsRepository as repo } from './finance-documents.repository.ts';
import { issueAndLink, issueDocument } from './issued-documents.ts';

type Booking = Awaited<ReturnType<typeof getBooking>>;
type Company = Awaited<ReturnType<typeof getCompanyInfo>>;

export const financeMessages = {
  paymentNotFound: 'Платеж не найден',
  groupHasNoRooms: 'В группе нет действующих броней: выставлять счёт не на что',
} as const;

/** The company's requisites, refused with the missing ones named when the document needs more. */
async function requisitesFor(db: Db, actor: Actor, document: 'invoice' | 'cashOrder') {
  const company = await getCompanyInfo(db, actor);
  const missing = missingRequisites(company.requisites, document);
  if (missing) throw badRequest(missing, 'requisites');
  return company;
}

const organisation = (c: Company) => c.requisites.legal_name || c.name;

interface Person {
  last_name: string;
  first_name: string;
  middle_name: string;
  id_card?: string;
  document_number: string;
}

const fullPersonName = (g: Person | null | undefined) => (g ? personName(g, true) : '');

/** The payer's identity document, for a refund's 'По': the ID card, else the passport. */
const personDocument = (g: Person | null | undefined) => {
  if (g?.id_card) return `Удостоверение личности № ${g.id_card}`;
  if (g?.document_number) return `Паспорт № ${g.document_number}`;
  return '';
};

/**
 * What a cash order says about a payment's owner: the payment as its owner lists it, who paid (a
 * booking's first guest, a leisure order's client) and what for ('по брони №…', 'по заказу №…').
 */
async function paymentOwner(
  db: Db,
  actor: Actor,
  paymentId: number,
  owner: { bookingId: number | null; leisureOrderId: number | null },
) {
  if (owner.bookingId !== null) {
    const booking = await getBooking(db, actor, owner.bookingId);
    return {
      payment: booking.payment_list.find((p) => p.id === paymentId)!,
      payer: booking.clients_list[0],
      what: `по брони №${booking.number}`,
    };
  }
  const order = await getLeisureOrder(db, actor, owner.leisureOrderId!);
  return {
    payment: order.payment_list.find((p) => p.id === paymentId)!,
    payer: order.client,
    what: `по заказу №${order.id}`,
  };
}

/**
 * 'Приходник': a payment's cash order, as a link — a booking's or a leisure order's. A payment is a КО-1
 * ('Принято от' the booking's first guest or the order's client); a refund a КО-2 ('Выдать'). Printed
 * again with nothing changed, it is the same document.
 */
export async function cashOrder(db: Db, actor: Actor, req: FastifyRequest, paymentId: number) {
  const found = await repo.payment(db, actor.companyId, paymentId);
  if (!found) throw notFound(financeMessages.paymentNotFound);
  const refusal = cashOrderRefusal(found.method);
  if (refusal) throw badRequest(refusal);
  const [company, { payment, payer, what }] = await Promise.all([
    requisitesFor(db, actor, 'cashOrder'),
    paymentOwner(db, actor, paymentId, found),
  ]);
  const refund = payment.payment_type === 'return';
  const basis = `${refund ? 'Возврат' : 'Оплата'} ${what}`;
  const r = company.requisites;
  const snapshot = {
    kind: refund ? ('expense' as const) : ('receipt' as const),
    // The day of the cash operation, in the property's zone.
    date: formatDay(toLocal(payment.created_at, actor.timeZone).date),
    organisation: organisation(company),
    bin: r.bin,
    person: fullPersonName(payer),
    personDocument: refund ? personDocument(payer) : '',
    basis: payment.comment ? `${basis}. ${payment.comment}` : basis,
    amount: payment.value,
    director: r.director,
    accountant: r.accountant,
    cashier: fullName(found.cashier),
  };
  const { url } = await issueAndLink(db, actor, req, {
    kind: snapshot.kind,
    paymentId,
    snapshot,
    render: async ({ number }) => ({
      content: await cashOrderPdf({ ...snapshot, number }),
      fileName: `${refund ? 'Расходный' : 'Приходный'} кассовый ордер №${number}.pdf`,
      contentType: 'application/pdf',
    }),
  });
  return { prihodnik: url };
}

/** A booking's room as the invoice prices it: the detail's names and stay, and its price. */
const pricedRoom = (
  b: Pick<
    Booking,
    'category_name' | 'room_name' | 'check_in_local' | 'check_out_local' | 'adult_count' | 'child_count'
  > & { category_id: number; child_without_place: number; has_additional: boolean },
  price: PricedRoom['price'],
): PricedRoom => ({
  categoryId: b.category_id,
  category: b.category_name,
  room: b.room_name,
  checkIn: b.check_in_local,
  checkOut: b.check_out_local,
  // Extra beds are charged for the guests only when they are switched on (the pricing engine's rule).
  adults: b.has_additional ? b.adult_count : 0,
  children: b.has_additional ? b.child_count : 0,
  childrenWithoutPlace: b.child_without_place,
  price,
});

/** A single booking's invoice to `buyer`: its price as the editor shows it (calculated_by). */
export async function bookingInvoice(db: Db, actor: Actor, id: number, buyer: InvoiceBuyer) {
  const booking = await getBooking(db, actor, id);
  const c = booking.calculated_by;
  return invoice(
    db,
    actor,
    booking,
    buyer,
    { bookingId: id },
    {
      // A stay lived in more than one room bills each room's nights (invoice-lines.ts).
      rooms: [{ ...pricedRoom(booking, c), legs: booking.legs }],
      food: [],
      services: c.services,
      discounts: c.discount_list,
      total: c.total,
    },
  );
}

/** A group's invoice to `buyer`: every live room and the shared lines, as the group editor prices them. */
export async function groupInvoice(db: Db, actor: Actor, parentId: number, buyer: InvoiceBuyer) {
  const group = await getGroup(db, actor, parentId);
  const c = group.group_calculation;
  if (!c) throw badRequest(financeMessages.groupHasNoRooms);
  const rooms = [];
  for (const item of c.items) {
    const room = group.child_list.find((child) => child.id === item.id)!;
    // A room moved in the middle of its stay bills each room it was lived in (issue 28, item 3); only
    // such a room (its nights name their legs) is read again for them.
    const moved = item.nights.some((n) => n.leg !== undefined);
    const legs = !moved
      ? []
      : room.id === group.id
        ? group.legs
        : (await getBooking(db, actor, room.id)).legs;
    rooms.push({ ...pricedRoom(room, item), legs });
  }
  return invoice(
    db,
    actor,
    group,
    buyer,
    { groupParent: parentId },
    {
      rooms,
      food: c.food_list,
      services: c.services,
      discounts: c.discount_list,
      total: c.total,
    },
  );
}

/**
 * The buyer as printed: an organisation the staff named, by its БИН/ИИН, name and address; else a
 * corporate client or a tour operator, which pays for its guests, when the booking came through one;
 * otherwise the booking's first guest.
 */
async function buyerOf(db: Db, actor: Actor, booking: Booking, buyer: InvoiceBuyer) {
  if (buyer.kind === 'organisation') return organisationLine(buyer);
  if (booking.source) {
    const channel = await repo.channel(db, actor.companyId, booking.source);
    if (channel && (channel.kind === 'corporate' || channel.kind === 'tour_operator')) return channel.name;
  }
  return fullPersonName(booking.clients_list[0]);
}

/**
 * The organisations invoiced before, to choose from instead of typing them again: the latest of each
 * БИН/ИИН, by name. No register of its own: an organisation is remembered by the invoices it was billed
 * on, so it is exactly what was printed.
 */
export async function invoicedOrganisations(db: Db, actor: Actor) {
  const rows = await repo.invoicedOrganisations(db, actor.companyId);
  const byBin = new Map<string, { name: string; bin: string; address: string }>();
  for (const { organisation: o } of rows) if (!byBin.has(o.bin)) byBin.set(o.bin, o);
  return [...byBin.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** '05 декабря 2026 г.', the invoice's date in the property's zone. */
const longDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: 'long', year: 'numeric', timeZone }).format(at);

/** The note as printed; one saved before notes were checked this way is refused, and nothing is issued. */
async function printedNote(note: string, data: InvoiceNoteData) {
  try {
    return await renderInvoiceNote(note, data);
  } catch (err) {
    if (err instanceof TemplateError) throw badRequest(invoiceNoteProblem(err), 'requisites.invoice_note');
    throw err;
  }
}

/**
 * The invoice of a booking (`target`): its lines add up to the price; what was paid and the balance due
 * are the one read model's (documentMoney), as the list, the confirmation and the e-mail state them, and
 * 'Всего к оплате' is that balance.
 */
async function invoice(
  db: Db,
  actor: Actor,
  booking: Booking,
  to: InvoiceBuyer,
  target: { bookingId: number } | { groupParent: number },
  price: InvoicePrice,
) {
  const [company, buyer, money] = await Promise.all([
    requisitesFor(db, actor, 'invoice'),
    buyerOf(db, actor, booking, to),
    documentMoney(db, actor.companyId, target),
  ]);
  const r = company.requisites;
  const snapshot = {
    // The number the note's {{ booking.number }} prints: a snapshot that differs issues a new invoice.
    booking: booking.number,
    supplier: {
      name: organisation(company),
      bin: r.bin,
      address: r.legal_address || company.address,
      bank: r.bank,
      iik: r.iik,
      bik: r.bik,
      kbe: r.kbe,
      knp: r.knp,
    },
    buyer,
    // The organisation as given, kept with the invoice it was billed on (invoiceBuyers reads them back).
    organisation:
      to.kind === 'organisation' ? { name: to.name, bin: to.bin, address: to.address } : undefined,
    note: r.invoice_note,
    lines: invoiceLines(price),
    total: price.total,
    paid: formatMoney(money.paid),
    // An overpayment leaves nothing to pay, as on the confirmation.
    due: formatMoney(Math.max(0, money.owed)),
    executor: initials(r.director),
  };
  const doc = await issueDocument(db, actor, {
    kind: 'invoice',
    bookingId: booking.id,
    snapshot,
    render: async ({ number, issuedAt }) => {
      const data = {
        invoice: {
          number,
          date: formatDay(toLocal(issuedAt.getTime() / 1000, actor.timeZone).date),
          total: formatTenge(price.total),
        },
        booking: { number: booking.number },
        company: { name: company.name },
      };
      return {
        content: await invoiceXlsx({
          ...snapshot,
          number,
          date: longDate(issuedAt, actor.timeZone),
          note: snapshot.note ? await printedNote(snapshot.note, data) : '',
        }),
        fileName: `Счет на оплату №${number}.xlsx`,
        contentType: XLSX,
      };
    },
  });
  return { fileName: doc.fileName, content: Buffer.from(doc.content) };
}
