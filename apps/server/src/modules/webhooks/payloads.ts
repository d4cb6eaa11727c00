/**
 * An event's payload: the object as the API answers it (the booking as GET /api/v2/booking/{id}/, the
 * leisure order as GET /api/v2/leisure/booking/{id}/, a payment as its POST answers it, a room's condition
 * as a tap answers it), made by the very functions those routes call, read with the company's settings
 * and an owner's rights (the endpoint is the company's own, set up by an owner or a manager).
 *
 * It is made at the event's first delivery attempt, not inside the change's transaction: the API's
 * answers are the presenters' work in TypeScript, which the database trigger that records the event
 * (migration 0064) cannot run, and making it at every write would charge each use case for a read it
 * does not need. The payload is then stored with the event, so every retry, every endpoint and every
 * replay sends the same bytes; an object gone by then is sent as `{id, deleted: true}`.
 */
import { type WebhookEventType, webhookTestEvent } from '@pms/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, payments, paymentTypes } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { getBooking } from '../bookings/index.ts';
import { unitCondition } from '../housekeeping/index.ts';
import { getLeisureOrder } from '../leisure/index.ts';
import { presentPayment } from '../payments/index.ts';

export interface EventRow {
  id: number;
  uid: string;
  company_id: number;
  type: string;
  object_id: number;
  object_sub: number | null;
  created_at: Date;
}

/** The company's settings as an owner of it would act with them. */
async function companyActor(db: Db, companyId: number): Promise<Actor | null> {
  const [c] = await db
    .select({
      id: companies.id,
      name: companies.name,
      timeZone: companies.timezone,
      checkInTime: companies.checkInTime,
      checkOutTime: companies.checkOutTime,
      requiredFields: companies.requiredFields,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!c) return null;
  return {
    employeeId: 0,
    companyId: c.id,
    companyName: c.name,
    timeZone: c.timeZone,
    checkInTime: c.checkInTime ?? '14:00',
    checkOutTime: c.checkOutTime ?? '12:00',
    requiredFields: c.requiredFields ?? [],
    role: 'owner',
  };
}

const gone = (id: number) => ({ id, deleted: true });

/** A 404 of the presenter means the object is gone; anything else is a real failure. */
async function orGone<T>(id: number, read: () => Promise<T>) {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return gone(id);
    throw err;
  }
}

async function payment(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({ payment: payments, method: { id: paymentTypes.id, name: paymentTypes.name } })
    .from(payments)
    .leftJoin(paymentTypes, eq(paymentTypes.id, payments.paymentMethodId))
    .where(and(eq(payments.id, id), eq(payments.companyId, companyId)));
  if (!row) return gone(id);
  const p = row.payment;
  return {
    ...presentPayment(p, row.method ?? { id: 0, name: '' }),
    booking: p.bookingId,
    leisure_order: p.leisureOrderId,
  };
}

/** The event's `data`: the object it is about. */
export async function eventData(db: Db, event: EventRow): Promise<unknown> {
  if (event.type === webhookTestEvent) return { test: true };
  const actor = await companyActor(db, event.company_id);
  if (!actor) return gone(event.object_id);
  const type = event.type as WebhookEventType;
  switch (type) {
    case 'booking.created':
    case 'booking.changed':
    case 'booking.cancelled':
    case 'booking.checked_in':
    case 'booking.checked_out':
      return orGone(event.object_id, () => getBooking(db, actor, event.object_id));
    case 'payment.created':
    case 'refund.created':
      return payment(db, event.company_id, event.object_id);
    case 'leisure_order.created':
    case 'leisure_order.changed':
      return orGone(event.object_id, () => getLeisureOrder(db, actor, event.object_id));
    case 'room_condition.changed':
      return unitCondition(db, event.company_id, event.object_id, event.object_sub);
  }
}

/**
 * The body sent: Standard Webhooks' recommended envelope, `{type, timestamp, data}`, with the event's id
 * (also the webhook-id header) for the receiver to skip an event it already has.
 */
export async function eventPayload(db: Db, event: EventRow) {
  return {
    id: event.uid,
    type: event.type,
    timestamp: event.created_at.toISOString(),
    data: await eventData(db, event),
  };
}
