/**
 * Writes the demo resort, many rows per statement. Rows come back from INSERT ... RETURNING in the
 * order they were given, which is how ids are matched to the planned rows.
 */
import { monthKeys, priceBooking, revenueLines, weekdayKeys } from '@pms/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  beds,
  blocks,
  bookingClients,
  bookingRevenue,
  bookings,
  type CategoryRatesJson,
  categories,
  categoryTags,
  clients,
  companyEmployees,
  companyFeed,
  discounts,
  employees,
  foodPrices,
  foodTariffs,
  holds,
  payments,
  paymentTypes,
  repairs,
  rooms,
  salesChannels,
  services,
  units,
} from '../db/schema.ts';
import {
  CATEGORIES,
  DISCOUNTS,
  FEED,
  FOOD_PRICE_TYPES,
  FOOD_TARIFFS,
  type FoodTariffSpec,
  HIGH_SEASON_MONTHS,
  PAYMENT_TYPES,
  SALES_CHANNELS,
  SERVICES,
  STAFF,
  WEEKEND_KEYS,
} from './seed-catalogue.ts';
import type { ClientSeed } from './seed-people.ts';
import type { BookingPlan, Clock } from './seed-plan.ts';
import type { Layout, RoomSlot } from './seed-timeline.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 500;

export const tenge = (value: number) => `${value}.00`;
const range = (from: Date, to: Date) => `[${from.toISOString()},${to.toISOString()})`;

export async function inChunks<T, R>(rows: T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await write(rows.slice(i, i + CHUNK))));
  return out;
}

export async function eachChunk<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** Units of one room: the whole-room unit, or one per bed by position. */
export interface RoomUnits {
  roomId: number;
  categoryId: number;
  whole: number | null;
  beds: Map<number, { bedId: number; unitId: number }>;
}

export interface Inventory {
  /** In the order of CATEGORIES. */
  categoryIds: number[];
  rooms: RoomUnits[];
  beds: number;
  units: number;
}

export async function writeInventory(
  tx: Db,
  companyId: number,
  slots: RoomSlot[],
  /** When the rooms were created: the reports count them for sale from then (room_sale_periods). */
  since: Date,
): Promise<Inventory> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c) => ({
        companyId,
        name: c.name,
        categoryType: c.categoryType,
        placeNumber: c.placeNumber,
        additionalPlace: c.additionalPlace,
        adultCount: c.adultCount,
        description: c.description,
        rates: demoRates(c.nightPrice, c.hourPrice),
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
  await tx
    .insert(categoryTags)
    .values(
      CATEGORIES.flatMap((c) =>
        c.tags.map((name) => ({ companyId, categoryId: categoryId.get(c.name) as number, name })),
      ),
    );

  const roomRows = await tx
    .insert(rooms)
    .values(
      slots.map((s) => ({
        companyId,
        categoryId: categoryId.get(s.category.name) as number,
        name: s.name,
        createdAt: since,
      })),
    )
    .returning({ id: rooms.id });
  const roomIds = roomRows.map((r) => r.id);
  const idOf = (slot: RoomSlot) => roomIds[slot.index] as number;

  const bedPlan = slots.flatMap((s) =>
    Array.from({ length: s.beds }, (_, i) => ({
      companyId,
      roomId: idOf(s),
      name: `Койка ${i + 1}`,
      position: i + 1,
    })),
  );
  const bedRows = bedPlan.length
    ? await tx
        .insert(beds)
        .values(bedPlan)
        .returning({ id: beds.id, roomId: beds.roomId, position: beds.position })
    : [];

  // The data-model rule: a room sold whole has one unit without a bed; a room with beds has a unit per
  // bed and no whole-room unit.
  const unitPlan = [
    ...slots.filter((s) => s.beds === 0).map((s) => ({ companyId, roomId: idOf(s), bedId: null })),
    ...bedRows.map((b) => ({ companyId, roomId: b.roomId, bedId: b.id })),
  ];
  const unitRows = await tx
    .insert(units)
    .values(unitPlan)
    .returning({ id: units.id, roomId: units.roomId, bedId: units.bedId });

  const byRoom = new Map<number, RoomUnits>(
    slots.map((s) => [
      idOf(s),
      {
        roomId: idOf(s),
        categoryId: categoryId.get(s.category.name) as number,
        whole: null,
        beds: new Map(),
      },
    ]),
  );
  const bedPosition = new Map(bedRows.map((b) => [b.id, b.position]));
  for (const u of unitRows) {
    const entry = byRoom.get(u.roomId) as RoomUnits;
    if (u.bedId === null) entry.whole = u.id;
    else entry.beds.set(bedPosition.get(u.bedId) as number, { bedId: u.bedId, unitId: u.id });
  }
  return {
    categoryIds: categoryRows.map((c) => c.id),
    rooms: roomIds.map((id) => byRoom.get(id) as RoomUnits),
    beds: bedRows.length,
    units: unitRows.length,
  };
}

/**
 * Room rates by weekday: the night price on weekdays and 20% more on weekend nights; single occupancy
 * 15% less; extra beds, children without a place, early check-in and late check-out as fixed charges.
 */
function demoRates(nightPrice: number, hourPrice: number): CategoryRatesJson {
  const byDay = (weekday: number) =>
    Object.fromEntries(
      weekdayKeys.map((k) => [k, tenge(WEEKEND_KEYS.includes(k) ? Math.round(weekday * 1.2) : weekday)]),
    );
  return {
    price_type: 'week',
    rows: {
      base: byDay(nightPrice),
      single: byDay(Math.round(nightPrice * 0.85)),
      extra_adult: byDay(8_000),
      extra_child: byDay(5_000),
      child_without_place: byDay(2_000),
    },
    early_check_in: tenge(Math.round(nightPrice / 2)),
    late_check_out: tenge(Math.round(nightPrice / 2)),
    hour_price: tenge(hourPrice),
  };
}

function foodPriceRows(companyId: number, tariffId: number, tariff: FoodTariffSpec) {
  const byWeek = tariff.priceType === 'week';
  const keys: readonly string[] = byWeek ? weekdayKeys : monthKeys;
  const dearer: readonly string[] = byWeek ? WEEKEND_KEYS : HIGH_SEASON_MONTHS;
  return FOOD_PRICE_TYPES.map((priceType) => {
    const [base, high] = tariff.prices[priceType];
    return {
      companyId,
      tariffId,
      period: byWeek ? 'week' : 'month',
      priceType,
      prices: Object.fromEntries(keys.map((k) => [k, tenge(dearer.includes(k) ? high : base)])),
    };
  });
}

export interface Sales {
  paymentTypeId: Map<string, number>;
  channelId: Map<string, number>;
  counts: {
    paymentTypes: number;
    salesChannels: number;
    foodTariffs: number;
    foodPrices: number;
    services: number;
    discounts: number;
  };
}

export async function writeSalesCatalogue(tx: Db, companyId: number): Promise<Sales> {
  const typeRows = await tx
    .insert(paymentTypes)
    .values(PAYMENT_TYPES.map((t) => ({ companyId, ...t })))
    .returning({ id: paymentTypes.id, name: paymentTypes.name });
  const channelRows = await tx
    .insert(salesChannels)
    .values(
      SALES_CHANNELS.map((c) => ({ companyId, ...c, commissionPercent: c.commissionPercent.toFixed(2) })),
    )
    .returning({ id: salesChannels.id, name: salesChannels.name });
  const tariffRows = await tx
    .insert(foodTariffs)
    .values(
      FOOD_TARIFFS.map((t) => ({ companyId, name: t.name, foodType: t.foodType, priceType: t.priceType })),
    )
    .returning({ id: foodTariffs.id });
  const priceRows = FOOD_TARIFFS.flatMap((t, i) => foodPriceRows(companyId, tariffRows[i]?.id as number, t));
  await tx.insert(foodPrices).values(priceRows);
  await tx.insert(services).values(SERVICES.map((s) => ({ companyId, ...s, price: tenge(s.price) })));
  await tx.insert(discounts).values(DISCOUNTS.map((d) => ({ companyId, ...d, value: tenge(d.value) })));
  await tx.insert(companyFeed).values(
    FEED.map((f) => ({
      companyId,
      title: f.title,
      text: f.text,
      publishedAt: new Date(Date.now() - f.daysAgo * 86_400_000).toISOString().slice(0, 10),
    })),
  );

  return {
    paymentTypeId: new Map(typeRows.map((r) => [r.name, r.id])),
    channelId: new Map(channelRows.map((r) => [r.name, r.id])),
    counts: {
      paymentTypes: typeRows.length,
      salesChannels: channelRows.length,
      foodTariffs: tariffRows.length,
      foodPrices: priceRows.length,
      services: SERVICES.length,
      discounts: DISCOUNTS.length,
    },
  };
}

/**
 * Adds the receptionists to the company. Employees are global (unique e-mail), so one seeded in another
 * company is reused; the company becomes the chosen one only for a receptionist who had none.
 * Returns the staff ids with the seeding employee first.
 */
export async function writeStaff(tx: Db, companyId: number, employeeId: number, passwordHash: string) {
  const created = await tx
    .insert(employees)
    .values(STAFF.map(({ role: _, ...s }) => ({ ...s, passwordHash })))
    .onConflictDoNothing({ target: employees.email })
    .returning({ id: employees.id });
  const fresh = new Set(created.map((r) => r.id));
  const emails = STAFF.map((s) => s.email);
  const rows = await tx
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(inArray(employees.email, emails));
  const ids = emails.map((e) => rows.find((r) => r.email === e)?.id as number);
  await tx
    .insert(companyEmployees)
    .values(
      ids.map((id, i) => ({ companyId, employeeId: id, isChosen: fresh.has(id), role: STAFF[i]!.role })),
    )
    .onConflictDoNothing();
  return { staff: [employeeId, ...ids], created: created.length };
}

export async function writeClients(tx: Db, companyId: number, people: ClientSeed[]): Promise<number[]> {
  const rows = await inChunks(people, (chunk) =>
    tx
      .insert(clients)
      .values(chunk.map((c) => ({ companyId, ...c })))
      .returning({ id: clients.id }),
  );
  return rows.map((r) => r.id);
}

export interface BookingRefs {
  companyId: number;
  createdBy: number;
  staff: number[];
  clientIds: number[];
  inventory: Inventory;
  sales: Sales;
  holding: readonly string[];
  /** The property's zone: the dates its revenue is earned on. */
  timeZone: string;
}

/** The units a booking occupies: its bed's unit, every bed's unit of a whole dorm, or the room's unit. */
function unitsOf(room: RoomUnits, bedPosition: number | null): number[] {
  if (bedPosition !== null) return [room.beds.get(bedPosition)?.unitId as number];
  if (room.whole !== null) return [room.whole];
  return [...room.beds.values()].map((b) => b.unitId);
}

export async function writeBookings(tx: Db, plans: BookingPlan[], refs: BookingRefs) {
  const { companyId, inventory, sales } = refs;
  const room = (p: BookingPlan) => inventory.rooms[p.roomIndex] as RoomUnits;

  const ids = (
    await inChunks(plans, (chunk) =>
      tx
        .insert(bookings)
        .values(
          chunk.map((p) => ({
            companyId,
            categoryId: room(p).categoryId,
            roomId: room(p).roomId,
            bedId: p.bedPosition === null ? null : (room(p).beds.get(p.bedPosition)?.bedId as number),
            status: p.status,
            checkIn: p.checkIn,
            checkOut: p.checkOut,
            isTime: p.isTime,
            isGroup: p.isGroup,
            sourceId: p.source === null ? null : (sales.channelId.get(p.source) as number),
            adultCount: p.adultCount,
            childCount: p.childCount,
            commonAmount: tenge(p.amount),
            // The demo's price is the plan's own amount: 'итоговая цена' keeps the editor's price equal to it.
            calculationType: 'full',
            customPrice: tenge(p.amount),
            hasExpire: p.hasExpire,
            expireOn: p.expireOn,
            cancelReason: p.cancelReason,
            comment: p.comment,
            createdBy: refs.createdBy,
            createdAt: p.createdAt,
            updatedAt: p.updatedAt,
          })),
        )
        .returning({ id: bookings.id }),
    )
  ).map((r) => r.id);

  // A group's bookings all point at the first one, the first included.
  const groupIds = ids.filter((_, i) => plans[i]?.isGroup);
  if (groupIds.length)
    await tx.update(bookings).set({ groupParent: groupIds[0] }).where(inArray(bookings.id, groupIds));

  const links = plans.flatMap((p, i) =>
    p.clients.map((c, position) => ({
      bookingId: ids[i] as number,
      clientId: refs.clientIds[c] as number,
      position,
    })),
  );
  await eachChunk(links, (chunk) => tx.insert(bookingClients).values(chunk));

  const paymentRows = plans.flatMap((p, i) =>
    p.payments.map((pay) => ({
      companyId,
      bookingId: ids[i] as number,
      value: tenge(pay.value),
      paymentType: pay.kind,
      paymentMethodId: sales.paymentTypeId.get(pay.method) as number,
      comment: pay.comment,
      createdBy: refs.staff[pay.staff] as number,
      createdAt: pay.at,
    })),
  );
  await eachChunk(paymentRows, (chunk) => tx.insert(payments).values(chunk));

  const holdRows = plans.flatMap((p, i) =>
    refs.holding.includes(p.status)
      ? unitsOf(room(p), p.bedPosition).map((unitId) => ({
          companyId,
          unitId,
          period: range(p.checkIn, p.checkOut),
          bookingId: ids[i] as number,
        }))
      : [],
  );
  await eachChunk(holdRows, (chunk) => tx.insert(holds).values(chunk));

  // Each demo price is 'итоговая цена', so the engine spreads it over the nights as the editor's save would.
  const revenueRows = plans.flatMap((p, i) =>
    revenueLines(
      priceBooking({
        check_in: Math.floor(p.checkIn.getTime() / 1000),
        check_out: Math.floor(p.checkOut.getTime() / 1000),
        time_zone: refs.timeZone,
        rates: { price_type: 'week', rows: {}, additional_place: 0 },
        calculation_type: 'full',
        custom_price: tenge(p.amount),
      }),
    ).map((l) => ({ companyId, bookingId: ids[i] as number, date: l.date, kind: l.kind, amount: l.amount })),
  );
  await eachChunk(revenueRows, (chunk) => tx.insert(bookingRevenue).values(chunk));
  return {
    bookings: ids.length,
    bookingClients: links.length,
    payments: paymentRows.length,
    holds: holdRows.length,
  };
}

/** Repairs and channel blocks, each holding every unit of its room. */
export async function writeClosures(tx: Db, layout: Layout, clock: Clock, refs: BookingRefs) {
  const { companyId, inventory, sales } = refs;
  const period = (c: Layout['closures'][number]) => ({
    from: clock.at(c.startDay, clock.checkInTime),
    to: clock.at(c.endDay, clock.checkOutTime),
  });
  const repairPlans = layout.closures.filter((c) => c.kind === 'repair');
  const blockPlans = layout.closures.filter((c) => c.kind === 'block');
  const roomOf = (c: Layout['closures'][number]) => inventory.rooms[c.roomIndex] as RoomUnits;

  const repairRows = await tx
    .insert(repairs)
    .values(
      repairPlans.map((c) => ({
        companyId,
        roomId: roomOf(c).roomId,
        checkIn: period(c).from,
        checkOut: period(c).to,
        comment: c.comment,
        createdBy: refs.createdBy,
      })),
    )
    .returning({ id: repairs.id });
  const blockRows = await tx
    .insert(blocks)
    .values(
      blockPlans.map((c) => ({
        companyId,
        channelId: c.channel === null ? null : (sales.channelId.get(c.channel) as number),
        roomId: roomOf(c).roomId,
        start: period(c).from,
        end: period(c).to,
        isOwn: c.isOwn,
      })),
    )
    .returning({ id: blocks.id });

  const holdOf = (c: Layout['closures'][number], owner: { repairId?: number; blockId?: number }) =>
    unitsOf(roomOf(c), null).map((unitId) => ({
      companyId,
      unitId,
      period: range(period(c).from, period(c).to),
      ...owner,
    }));
  const holdRows = [
    ...repairPlans.flatMap((c, i) => holdOf(c, { repairId: repairRows[i]?.id as number })),
    ...blockPlans.flatMap((c, i) => holdOf(c, { blockId: blockRows[i]?.id as number })),
  ];
  await tx.insert(holds).values(holdRows);
  return { repairs: repairRows.length, blocks: blockRows.length, holds: holdRows.length };
}
