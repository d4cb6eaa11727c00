/**
 * The booking's documents: the confirmation PDF ('Скачать PDF', also the e-mail's attachment) and the
 * meal coupons ('Сгенерировать талоны'), single and group. The booking is read the one way the editor
 * reads it (getBooking / getGroup); the renderers are pure; the register numbers and keeps each document.
 */
import { createHash } from 'node:crypto';
import {
  type BookingClient,
  bookingEditorMessages,
  couponMessages,
  formatDay,
  isCancelled,
  mealCoupons,
  type StayLegView,
  toLocal,
} from '@pms/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest } from '../../http/errors.ts';
import { loadSharp } from '../../lib/on-first-use.ts';
import {
  confirmationData,
  confirmationFileName,
  mealsOf,
  renderConfirmation,
} from '../../render/confirmation-pdf.ts';
import { couponsData, couponsFileName, renderCoupons } from '../../render/coupons-pdf.ts';
import { documentMoney, getBooking, getGroup } from '../bookings/index.ts';
import { getCompanyInfo } from '../companies/index.ts';
import { companyLogoBytes } from '../images/index.ts';
import { type IssueRequest, issueAndLink, issueDocument } from './issued-documents.ts';

/** A single booking (or one room of a group, alone), or a whole group by its parent. */
export type DocumentTarget = { bookingId: number } | { groupParent: number };

/**
 * The booking as the editor shows it; a group with each room's own guests. A draft — the booking, any
 * room of the group, or a group not saved as one yet — has nothing to confirm: 'Сохраните изменения!'.
 * Another company's id is 404. Every document and the e-mail read the booking through here.
 */
export async function savedBookingOf(db: Db, actor: Actor, target: DocumentTarget) {
  if ('bookingId' in target) {
    const booking = await getBooking(db, actor, target.bookingId);
    if (booking.booking_status === 'new') throw badRequest(bookingEditorMessages.saveChanges);
    return {
      booking,
      roomGuests: new Map<number, BookingClient[]>(),
      roomLegs: new Map<number, StayLegView[]>(),
    };
  }
  const booking = await getGroup(db, actor, target.groupParent);
  // The group path of a booking whose group mode is not saved yet is an unsaved editor too.
  const unsaved =
    !booking.is_group ||
    booking.booking_status === 'new' ||
    booking.child_list.some((c) => c.booking_status === 'new');
  if (unsaved) throw badRequest(bookingEditorMessages.saveChanges);
  const roomGuests = new Map<number, BookingClient[]>();
  // Each room's legs after a mid-stay move (issue 28, item 3): the parent's are its own detail's.
  const roomLegs = new Map<number, StayLegView[]>([[booking.id, booking.legs]]);
  for (const room of booking.child_list) {
    if (room.id === booking.id) continue;
    const detail = await getBooking(db, actor, room.id);
    roomGuests.set(room.id, detail.clients_list);
    roomLegs.set(room.id, detail.legs);
  }
  return { booking, roomGuests, roomLegs };
}

/**
 * The company's logo as pdfkit embeds it (PNG; an uploaded WebP is converted), no wider or taller than
 * `side` pixels, and a fingerprint of the original for the snapshot: a new logo is a new document.
 */
async function logoOf(db: Db, companyId: number) {
  const row = await companyLogoBytes(db, companyId);
  if (!row) return { fingerprint: null, png: async (_side: number) => null };
  return {
    fingerprint: createHash('sha256').update(row.data).digest('hex'),
    png: async (side: number) =>
      (await loadSharp())(row.data)
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer(),
  };
}

const issuedOn = (at: Date, timeZone: string) =>
  formatDay(toLocal(Math.floor(at.getTime() / 1000), timeZone).date);

const subjectOf = (target: DocumentTarget) => ('bookingId' in target ? target.bookingId : target.groupParent);

async function confirmationRequest(db: Db, actor: Actor, target: DocumentTarget): Promise<IssueRequest> {
  const { booking, roomGuests, roomLegs } = await savedBookingOf(db, actor, target);
  const [company, logo, money] = await Promise.all([
    getCompanyInfo(db, actor),
    logoOf(db, actor.companyId),
    documentMoney(db, actor.companyId, target),
  ]);
  const data = confirmationData({ booking, roomGuests, roomLegs, money, company, timeZone: actor.timeZone });
  return {
    kind: 'confirmation',
    bookingId: subjectOf(target),
    snapshot: { data, logo: logo.fingerprint },
    render: async ({ number, issuedAt }) => ({
      content: await renderConfirmation(
        data,
        { number, issuedOn: issuedOn(issuedAt, actor.timeZone) },
        await logo.png(600),
      ),
      fileName: confirmationFileName(data),
      contentType: 'application/pdf',
    }),
  };
}

/** The confirmation PDF as the register keeps it (content, fileName): the e-mail attaches it. */
export async function confirmationDocument(db: Db, actor: Actor, target: DocumentTarget) {
  return issueDocument(db, actor, await confirmationRequest(db, actor, target));
}

/** 'Скачать PDF': a link to the confirmation. */
export async function confirmationLink(db: Db, actor: Actor, req: FastifyRequest, target: DocumentTarget) {
  return (await issueAndLink(db, actor, req, await confirmationRequest(db, actor, target))).url;
}

async function couponsRequest(db: Db, actor: Actor, target: DocumentTarget): Promise<IssueRequest> {
  const { booking } = await savedBookingOf(db, actor, target);
  // Coupons are handed out like cash for meals to be served; a cancelled stay has none.
  if (isCancelled(booking.booking_status)) throw badRequest(couponMessages.cancelled);
  if (mealCoupons(mealsOf(booking)).length === 0) throw badRequest(couponMessages.noMeals);
  const [company, logo] = await Promise.all([getCompanyInfo(db, actor), logoOf(db, actor.companyId)]);
  const data = couponsData({ booking, company });
  return {
    kind: 'coupons',
    bookingId: subjectOf(target),
    snapshot: { data, logo: logo.fingerprint },
    render: async ({ number, issuedAt }) => ({
      content: await renderCoupons(
        data,
        { number, issuedOn: issuedOn(issuedAt, actor.timeZone) },
        await logo.png(240),
      ),
      fileName: couponsFileName(data),
      contentType: 'application/pdf',
    }),
  };
}

/** 'Сгенерировать талоны': a link to the booking's meal coupons. */
export async function couponsLink(db: Db, actor: Actor, req: FastifyRequest, target: DocumentTarget) {
  return (await issueAndLink(db, actor, req, await couponsRequest(db, actor, target))).url;
}
