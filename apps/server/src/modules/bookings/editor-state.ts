/**
 * Turns what the editor sends into a checked booking state: the stay in unix seconds, the room, the
 * catalogue lines (services and discounts with the price they carry on this booking) and the pricing
 * engine's input. 'Рассчитать' and 'Сохранить' both go through here, so the price a receptionist sees
 * is the price that is saved.
 */
import {
  type BookingUpdateInput,
  bookingEditorMessages,
  type CalculationType,
  type CategoryRates,
  calendarMessages,
  checkStandardTimes,
  type DiscountChoice,
  type DiscountInput,
  discountRefusal,
  type FoodItemInput,
  type FoodTariff,
  fromLocal,
  includedMeal,
  isCancelled,
  type PaymentInput,
  type PriceBookingInput,
  PricingError,
  parseMoney,
  priceOverrideRefusal,
  type Rights,
  type RoomStayInput,
  type ServiceInput,
  stayGuests,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { categories } from '../../db/schema.ts';
import type { PropertySettings } from '../../http/actor.ts';
import { checkCompanyRefs, type Ref } from '../../http/company-refs.ts';
import { badRequest, refuse } from '../../http/errors.ts';
import { unixSeconds } from '../../http/views.ts';
import { catalogueReads } from '../catalogues/index.ts';
import type { StayPlan } from '../rates/index.ts';
import { findRoom } from '../rooms/index.ts';
import { type BookingRow, bookingsRepository as repo } from './bookings.repository.ts';
import type { LoadedLeg } from './legs.ts';
import { stayWindow } from './sale.ts';

type CategoryRow = typeof categories.$inferSelect;

const MAX_STAY_SECONDS = 366 * 86_400;

/** A category's rates, with the stay's plan's prices by date for it (issue 32) when the plan is given. */
export const ratesOf = (c: CategoryRow, plan?: StayPlan): CategoryRates => ({
  ...c.rates,
  additional_place: c.additionalPlace,
  ...(plan ? { dates: plan.dates(c.id) } : {}),
});

/**
 * What a stay's rate plan adds to the pricing function's input: its steps from its root, and its
 * included meals for every guest of the stay on every day (domain includedMeal).
 */
export function planTerms(
  plan: StayPlan | undefined,
  stay: { checkIn: number; checkOut: number },
  timeZone: string,
  guests: { adults: number; children: number },
): Pick<RoomStayInput, 'plan_adjustments'> & { food: FoodItemInput[] } {
  if (!plan) return { food: [] };
  const window = stayWindow(stay.checkIn, stay.checkOut, timeZone);
  const food = plan.foodTariff
    ? [includedMeal(plan.foodTariff, { arrival: window.from, departure: window.to }, guests)]
    : [];
  return { plan_adjustments: plan.adjustments, food };
}

/** Everyone a stay feeds, for its plan's included meals: its guests on main and extra places and the children without one. */
export function fedGuests(s: Parameters<typeof stayGuests>[0]) {
  const g = stayGuests(s);
  return { adults: g.adults, children: g.children + g.withoutPlace };
}

/** 'YYYY-MM-DD HH:mm' in the property's zone → unix seconds and the local time of day. */
function localInstant(value: string, timeZone: string) {
  const [date, time] = value.split(' ') as [string, string];
  return { at: fromLocal(date, time, timeZone), time };
}

/** Check-in and check-out of the editor's step 1, swapped when given the wrong way round (section 4). */
export function resolveStay(
  property: PropertySettings,
  input: Pick<BookingUpdateInput, 'check_in' | 'check_out' | 'is_early' | 'is_late'>,
  isTime: boolean,
) {
  let from = localInstant(input.check_in, property.timeZone);
  let to = localInstant(input.check_out, property.timeZone);
  if (from.at > to.at) [from, to] = [to, from];
  if (to.at === from.at) throw badRequest(calendarMessages.checkOutBeforeCheckIn, 'check_out');
  if (to.at - from.at > MAX_STAY_SECONDS) throw badRequest(calendarMessages.periodTooLong, 'check_out');
  // Hourly bookings are priced and held by the hour; the standard times do not apply to them.
  if (!isTime) {
    const refusal = checkStandardTimes({
      isEarly: input.is_early,
      isLate: input.is_late,
      checkInTime: from.time,
      checkOutTime: to.time,
      standardCheckIn: property.checkInTime,
      standardCheckOut: property.checkOutTime,
    });
    if (refusal) throw badRequest(refusal.message, refusal.field);
  }
  return { checkIn: from.at, checkOut: to.at };
}

/** A room and bed a body names, with the prefix of their fields ('' or 'child_list.2.'). */
interface StayRef {
  room?: number | null;
  koika?: number | null;
  prefix: string;
}

/**
 * Every catalogue id an editor body names must be the company's (one rule for the single and the group
 * editor, their saves and their prices): rooms and beds first, then the lists in the editor's order.
 */
export function checkEditorRefs(
  db: Db,
  companyId: number,
  input: Pick<
    BookingUpdateInput,
    'source' | 'clients' | 'food_list' | 'service_list' | 'discount_list' | 'task_list'
  >,
  stays: StayRef[],
) {
  const refs: Ref[] = [
    ...stays.flatMap((s): Ref[] => [
      { kind: 'room', id: s.room, field: `${s.prefix}room` },
      { kind: 'bed', id: s.koika, field: `${s.prefix}koika` },
    ]),
    { kind: 'source', id: input.source, field: 'source' },
    ...input.clients.map((c, i): Ref => ({ kind: 'client', id: c.id, field: `clients.${i}.id` })),
    ...input.food_list.map((f, i): Ref => ({ kind: 'tariff', id: f.tariff, field: `food_list.${i}.tariff` })),
    ...input.service_list.map(
      (s, i): Ref => ({ kind: 'service', id: s.service, field: `service_list.${i}.service` }),
    ),
    ...input.discount_list.map(
      (d, i): Ref => ({ kind: 'discount', id: d.discount, field: `discount_list.${i}.discount` }),
    ),
    ...input.task_list.map(
      (t, i): Ref => ({ kind: 'responsible', id: t.responsible, field: `task_list.${i}.responsible` }),
    ),
  ];
  return checkCompanyRefs(db, companyId, refs);
}

/** The room (and bed) chosen in step 1, which must be the company's. */
export async function resolveRoom(
  db: Db,
  companyId: number,
  roomId: number | null | undefined,
  bedId?: number | null,
) {
  if (!roomId) throw badRequest(calendarMessages.chooseRoom, 'room');
  const found = await findRoom(db, companyId, roomId);
  if (!found) throw badRequest(calendarMessages.roomNotFound, 'room');
  if (bedId && !(await repo.bedOfRoom(db, roomId, bedId)))
    throw badRequest(calendarMessages.bedNotInRoom, 'koika');
  return found;
}

export interface ServiceLine extends ServiceInput {
  serviceId: number;
}
export interface DiscountLine extends DiscountInput {
  discountId: number;
}

/**
 * Services and discounts as this booking carries them. One already on the booking keeps the price or
 * value it was sold at; a new one takes today's catalogue price. Quantity 0 drops a service (section 5).
 */
export async function resolveLines(
  db: Db,
  companyId: number,
  bookingId: number,
  input: Pick<BookingUpdateInput, 'service_list' | 'discount_list'>,
  /** How many rooms a service without `rooms` is for: 1, or every room of a group. */
  allRooms = 1,
  /**
   * A group's lines: a service's count of rooms is at most the group's rooms, and a larger count (one
   * made when the group had more live rooms) means all of them.
   */
  group = false,
) {
  const wanted = input.service_list.filter((s) => s.quantity > 0);
  const [catalogue, saved, discountCatalogue, savedDiscounts] = await Promise.all([
    wanted.length
      ? catalogueReads.services(
          db,
          companyId,
          wanted.map((s) => s.service),
        )
      : [],
    repo.services(db, bookingId),
    input.discount_list.length
      ? catalogueReads.discounts(
          db,
          companyId,
          input.discount_list.map((d) => d.discount),
        )
      : [],
    repo.discounts(db, bookingId),
  ]);
  const services: ServiceLine[] = wanted.map((s, i) => {
    const old = saved.find((x) => x.serviceId === s.service);
    const now = catalogue.find((x) => x.id === s.service);
    if (!old && !now) throw badRequest(bookingEditorMessages.serviceNotFound, `service_list.${i}.service`);
    const source = old
      ? { name: old.name, price: old.price, service_type: old.serviceType }
      : { name: now!.name, price: now!.price, service_type: now!.serviceType };
    return {
      id: s.service,
      serviceId: s.service,
      ...source,
      service_type: source.service_type as ServiceInput['service_type'],
      quantity: s.quantity,
      rooms: group ? Math.min(s.rooms ?? allRooms, allRooms) : (s.rooms ?? allRooms),
    };
  });
  const discounts: DiscountLine[] = input.discount_list.map((d, i) => {
    const old = savedDiscounts.find((x) => x.discountId === d.discount);
    const now = discountCatalogue.find((x) => x.id === d.discount);
    if (!old && !now) throw badRequest(bookingEditorMessages.discountNotFound, `discount_list.${i}.discount`);
    const source = old
      ? { name: old.name, value: old.value, kind: old.discountKind }
      : { name: now!.name, value: now!.value, kind: now!.discountKind };
    return {
      id: d.discount,
      discountId: d.discount,
      name: source.name,
      value: source.value,
      discount_kind: source.kind as DiscountInput['discount_kind'],
      quantity: d.quantity,
    };
  });
  // What the booking carried before this save: only a changed list is measured against the role's limit.
  const before = savedDiscounts.map((d) => ({ discount: d.discountId ?? 0, quantity: d.quantity }));
  return { services, discounts, before };
}

/**
 * Issue 25: a price of one's own (against the stored type and price) and discounts above the role's
 * limit (against the discounts stored before) need their own permissions; a refusal is thrown before
 * anything is written.
 */
export function assertPriceRights(
  role: Rights,
  stored: { calculationType: string; customPrice: string | null },
  input: Pick<BookingUpdateInput, 'calculation_type' | 'custom_price' | 'discount_list'>,
  before: DiscountChoice[],
  price: { subtotal: string; discount: string },
) {
  const refusal =
    priceOverrideRefusal(
      role,
      { calculation_type: stored.calculationType as CalculationType, custom_price: stored.customPrice },
      input,
    ) ??
    discountRefusal({
      role,
      before,
      after: input.discount_list,
      subtotal: parseMoney(price.subtotal),
      discount: parseMoney(price.discount),
    });
  refuse(refusal);
}

/** Meals with their tariffs; 'Вы указали 0 в количестве людей.' and unknown tariffs are refused. */
export async function resolveFood(
  db: Db,
  companyId: number,
  food: BookingUpdateInput['food_list'],
  /** A meal plan's people when the editor named none: the stay's (mealPeopleDefault); stored rows name theirs. */
  people: { adult_count: number; child_count: number } = { adult_count: 1, child_count: 0 },
): Promise<FoodItemInput[]> {
  if (food.length === 0) return [];
  const tariffs = await catalogueReads.tariffsWithPrices(db, companyId, [
    ...new Set(food.map((f) => f.tariff)),
  ]);
  return food.map((f, i) => {
    const t = tariffs.find((x) => x.id === f.tariff);
    if (!t) throw badRequest(bookingEditorMessages.tariffNotFound, `food_list.${i}.tariff`);
    const tariff: FoodTariff = {
      id: t.id,
      name: t.name,
      food_type: t.foodType as FoodTariff['food_type'],
      price_type: t.priceType === 'period' ? 'period' : 'week',
      prices: t.prices,
    };
    return {
      ...f,
      adult_count: f.adult_count ?? people.adult_count,
      child_count: f.child_count ?? people.child_count,
      tariff,
    };
  });
}

/** The pricing engine's input for one room's booking. */
export function pricingInput(args: {
  property: PropertySettings;
  category: CategoryRow;
  stay: { checkIn: number; checkOut: number; isTime?: boolean };
  input: Pick<
    BookingUpdateInput,
    | 'calculation_type'
    | 'custom_price'
    | 'is_single'
    | 'is_early'
    | 'is_late'
    | 'has_additional'
    | 'adult_count'
    | 'child_count'
    | 'child_without_place'
    | 'promo_code'
  >;
  food: FoodItemInput[];
  services: ServiceLine[];
  discounts: DiscountLine[];
  payments: PaymentInput[];
  /** The earlier rooms of a stay with a mid-stay move (legs.ts). */
  legs?: readonly LoadedLeg[];
  /** The stay's rate plan (sale.ts) and the guests on main places, whom its included meals feed. */
  plan?: StayPlan;
  main?: { adults: number; children: number };
}): PriceBookingInput {
  const { input } = args;
  const terms = planTerms(
    args.plan,
    args.stay,
    args.property.timeZone,
    fedGuests({
      main_adult_count: args.main?.adults ?? 1,
      main_child_count: args.main?.children ?? 0,
      has_additional: input.has_additional,
      adult_count: input.adult_count,
      child_count: input.child_count,
      child_without_place: input.child_without_place,
    }),
  );
  return {
    check_in: args.stay.checkIn,
    check_out: args.stay.checkOut,
    time_zone: args.property.timeZone,
    rates: ratesOf(args.category, args.plan),
    ...legRates(args.legs, args.plan),
    ...(terms.plan_adjustments ? { plan_adjustments: terms.plan_adjustments } : {}),
    is_time: args.stay.isTime === true,
    calculation_type: input.calculation_type,
    custom_price: input.custom_price ?? null,
    is_single: input.is_single,
    is_early: input.is_early,
    is_late: input.is_late,
    has_additional: input.has_additional,
    adult_count: input.adult_count,
    child_count: input.child_count,
    child_without_place: input.child_without_place,
    // The editor's meals first: their totals are stored by position (saveShared); the plan's follow.
    food: [...args.food, ...terms.food],
    services: args.services,
    discounts: args.discounts,
    payments: args.payments,
    promo_code: input.promo_code ?? null,
  };
}

/** The engine's `legs`: each earlier room's end and its category's rates; nothing for a stay never moved. */
export function legRates(
  legs: readonly LoadedLeg[] | undefined,
  plan?: StayPlan,
): Pick<RoomStayInput, 'legs'> {
  return legs?.length
    ? { legs: legs.map((l) => ({ until: l.until, rates: ratesOf(l.category, plan) })) }
    : {};
}

/** A saved booking's stay in the engine's terms: its dates, category rates, occupancy and price type. */
export function storedStay(
  b: BookingRow,
  category: CategoryRow,
  timeZone: string,
  legs?: readonly LoadedLeg[],
  /** The booking's rate plan (sale.ts: storedPlan): its prices by date, steps and included meals. */
  plan?: StayPlan,
): RoomStayInput {
  const stay = { checkIn: unixSeconds(b.checkIn), checkOut: unixSeconds(b.checkOut) };
  const terms = planTerms(
    plan,
    stay,
    timeZone,
    fedGuests({
      main_adult_count: b.mainAdultCount,
      main_child_count: b.mainChildCount,
      has_additional: b.hasAdditional,
      adult_count: b.adultCount,
      child_count: b.childCount,
      child_without_place: b.childWithoutPlace,
    }),
  );
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    time_zone: timeZone,
    rates: ratesOf(category, plan),
    ...legRates(legs, plan),
    ...(terms.plan_adjustments ? { plan_adjustments: terms.plan_adjustments } : {}),
    ...(terms.food.length ? { food: terms.food } : {}),
    is_time: b.isTime,
    calculation_type: b.calculationType as RoomStayInput['calculation_type'],
    custom_price: b.customPrice,
    is_single: b.isSingle,
    is_early: b.isEarly,
    is_late: b.isLate,
    has_additional: b.hasAdditional,
    adult_count: b.adultCount,
    child_count: b.childCount,
    child_without_place: b.childWithoutPlace,
  };
}

/** Saved payments in the engine's terms. */
export async function paymentsOf(db: Db, bookingId: number): Promise<PaymentInput[]> {
  return (await repo.payments(db, bookingId)).map(({ payment }) => ({
    value: payment.value,
    payment_type: payment.paymentType === 'return' ? 'return' : 'payment',
  }));
}

/** 'Удалить по истечению срока?': the reserve is held until the chosen local date and time. */
export function expiry(
  property: PropertySettings,
  input: Pick<BookingUpdateInput, 'has_expire' | 'expire_on_date' | 'expire_on_time'>,
): Date | null {
  if (!input.has_expire) return null;
  if (!input.expire_on_date) throw badRequest(bookingEditorMessages.expireInPast, 'expire_on_date');
  const at = fromLocal(input.expire_on_date, input.expire_on_time ?? '12:00', property.timeZone);
  if (at * 1000 <= Date.now()) throw badRequest(bookingEditorMessages.expireInPast, 'expire_on_date');
  return new Date(at * 1000);
}

/**
 * The columns the editor's shared fields set, the same on a single booking and on every room of a
 * group: the sales channel, the price type, the reserve's expiry and the comment.
 */
export function sharedColumns(
  input: Pick<BookingUpdateInput, 'source' | 'calculation_type' | 'custom_price' | 'has_expire' | 'comment'>,
  expireOn: Date | null,
) {
  return {
    sourceId: input.source ?? null,
    calculationType: input.calculation_type,
    customPrice: input.custom_price == null ? null : String(input.custom_price),
    hasExpire: input.has_expire,
    expireOn,
    comment: input.comment,
  };
}

/**
 * A saved booking taken to another room keeps the room it left and why ('Напишите причину
 * переселения'); a draft simply takes its room. `field` names the reason in the caller's body.
 */
export function roomMove(current: BookingRow, roomId: number, reason: string, field = 'room_reason') {
  if (roomId === current.roomId || current.status === 'new') return {};
  if (!reason) throw badRequest(calendarMessages.moveReason, field);
  return { oldRoomId: current.roomId, roomReason: reason };
}

/** Statuses whose booking can still be edited; cancelled and expired ones are history. */
export function assertEditable(b: BookingRow) {
  if (isCancelled(b.status)) throw badRequest(bookingEditorMessages.cancelled);
}

/** The engine names its inputs food/services/discounts; the editor's payload says *_list. */
const fieldNames: Record<string, string> = {
  food: 'food_list',
  services: 'service_list',
  discounts: 'discount_list',
};

/** Runs the pricing engine; its refusal becomes a 400 naming the editor's field. */
export function priced<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (!(err instanceof PricingError)) throw err;
    const [head, ...rest] = err.field.split('.');
    throw badRequest(err.message, [fieldNames[head ?? ''] ?? head, ...rest].join('.'));
  }
}

type StoredFood = Awaited<ReturnType<typeof repo.foods>>[number]['food'];

/** A saved meal row as the editor sends it back: what the group's price re-prices and the detail shows. */
export function storedFoodRow(f: StoredFood) {
  return {
    tariff: f.tariffId,
    adult_count: f.adultCount,
    child_count: f.childCount,
    start_date: f.startDate,
    end_date: f.endDate,
    is_advance: f.isAdvance,
    has_breakfast_check_in: f.hasBreakfastCheckIn,
    has_lunch_check_out: f.hasLunchCheckOut,
    has_supper_check_out: f.hasSupperCheckOut,
  };
}
