/**
 * A saved group's price from what is stored: its live rooms (each by its stored stay and the group's
 * price type), the parent's shared meals, services and discounts, and the group's payments. The group
 * editor's GET shows it, and a room's cancellation or move re-stores the rooms' amounts from it, so
 * they keep adding up to the group's total.
 */
import { type CalculationType, formatMoney, isCancelled, parseMoney, priceGroup } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { unixSeconds } from '../../http/views.ts';
import { storeRevenue } from '../revenue/index.ts';
import { bookingsRepository as repo } from './bookings.repository.ts';
import { paymentsOf, priced, resolveFood, storedFoodRow, storedStay } from './editor-state.ts';
import { legsOfBookings } from './legs.ts';
import { groupPlans } from './sale.ts';

type Members = Awaited<ReturnType<typeof repo.groupMembers>>;

/** The group's price from its stored rows; `members` when the caller has just read them. */
export async function storedGroupPrice(
  db: Db,
  companyId: number,
  parentId: number,
  timeZone: string,
  members?: Members,
) {
  members ??= await repo.groupMembers(db, companyId, parentId);
  const parent = members.find((m) => m.booking.id === parentId)?.booking;
  const liveMembers = members.filter((m) => !isCancelled(m.booking.status));
  if (!parent || liveMembers.length === 0) return null;
  // One after another: a room's cancellation runs this on its transaction, whose one connection takes
  // one query at a time (pg warns of parallel ones and will refuse them).
  const services = await repo.services(db, parentId);
  const discounts = await repo.discounts(db, parentId);
  const foods = await repo.foods(db, parentId);
  const payments = await paymentsOf(db, parentId);
  const legs = await legsOfBookings(
    db,
    companyId,
    liveMembers.map((m) => m.booking.id),
  );
  // The group's shared meals, priced as its save priced them (their tariffs are the company's).
  // Each room by its own plan, over its own dates.
  const loaded = await groupPlans(
    db,
    companyId,
    liveMembers.map((m) => m.booking.ratePlanId),
    liveMembers.map((m) => ({
      checkIn: unixSeconds(m.booking.checkIn),
      checkOut: unixSeconds(m.booking.checkOut),
    })),
    timeZone,
  );
  const baseId = loaded.plans.find((p) => p.is_base)?.id;
  const plans = liveMembers.map((m) => loaded.byId.get(m.booking.ratePlanId ?? baseId ?? -1));
  const food = await resolveFood(
    db,
    companyId,
    foods.map(({ food }) => storedFoodRow(food)),
  );
  return priced(() =>
    priceGroup({
      // The group's price type and custom price are the parent's, as the group editor saves them.
      rooms: liveMembers.map(({ booking: b, category }, i) => ({
        ...storedStay(b, category, timeZone, legs.get(b.id), plans[i]),
        id: b.id,
        calculation_type: parent.calculationType as CalculationType,
        custom_price: parent.customPrice,
      })),
      services: services.map((s) => ({
        id: s.serviceId ?? s.id,
        name: s.name,
        price: s.price,
        service_type: s.serviceType as 'once' | 'day',
        quantity: s.quantity,
        // A service counted for more rooms than are live now was for all of them: the live ones.
        rooms: Math.min(s.rooms, liveMembers.length),
      })),
      discounts: discounts.map((d) => ({
        id: d.discountId ?? d.id,
        name: d.name,
        value: d.value,
        discount_kind: d.discountKind as 'percent' | 'fixed',
        quantity: d.quantity,
      })),
      food,
      payments,
    }),
  );
}

/**
 * After a room of the group is cancelled or moved: each live room stores its amount as the group is
 * priced now, its own stay, and the parent also the group's shared lines (a service "for all rooms" is
 * for the live rooms; a 'day' service follows the group's span), as the group editor's save stores
 * them. Only amounts that changed are written, so other rooms keep their versions.
 */
export async function restoreGroupAmounts(tx: Db, companyId: number, parentId: number, timeZone: string) {
  const members = await repo.groupMembers(tx, companyId, parentId);
  const result = await storedGroupPrice(tx, companyId, parentId, timeZone, members);
  if (!result) return;
  const shared = parseMoney(result.total) - result.items.reduce((s, i) => s + parseMoney(i.total), 0);
  const stored = new Map(members.map((m) => [m.booking.id, m.booking.commonAmount]));
  for (const item of result.items) {
    if (item.id === undefined) continue;
    const amount = formatMoney(parseMoney(item.total) + (item.id === parentId ? shared : 0));
    if (stored.get(item.id) !== amount) await repo.updateBooking(tx, item.id, { commonAmount: amount });
    // The lines follow even when the amount did not change: a moved room's nights move with it.
    await storeRevenue(tx, companyId, item.id, item, item.id === parentId ? result : undefined);
  }
}
