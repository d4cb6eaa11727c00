/**
 * A booking as the API shows it: the calendar's and the list's short view and live event, the editor's
 * detail (`BookingDetail` in docs/api.md), and a repair's.
 */
import {
  type BookingDetail as BookingDetailView,
  type BookingStatus,
  type CalculationType,
  type CategoryType,
  type ClientField,
  calendarMessages,
  type DiscountKind,
  type FoodType,
  type LiveEventStatus,
  type PaymentKind,
  type PriceResult,
  personName,
  type ServiceType,
  type StayLegView,
  stayLegs,
  toLocal,
} from '@pms/domain';
import type { CalendarBookingEvent } from '../../db/calendar-channel.ts';
import { unixSeconds as unix } from '../../http/views.ts';
import { type ClientRow, presentClient } from '../clients/index.ts';
import type { BookingRow, bookingsRepository, RepairRow } from './bookings.repository.ts';
import { storedFoodRow } from './editor-state.ts';
import type { LoadedLeg } from './legs.ts';

type Repo = typeof bookingsRepository;
type Rows<K extends keyof Repo> = Awaited<ReturnType<Repo[K]>>;

/** 'Фамилия Имя' of an employee row (the domain's personName), '' for nobody. */
export const fullName = (p: { firstName: string | null; lastName: string | null } | null) =>
  p ? personName({ last_name: p.lastName, first_name: p.firstName }) : '';

/** A stay's instants as unix seconds and as the property's local 'YYYY-MM-DD HH:mm' and 'HH:mm'. */
export function localStay(checkIn: Date, checkOut: Date, timeZone: string) {
  const inAt = toLocal(unix(checkIn), timeZone);
  const outAt = toLocal(unix(checkOut), timeZone);
  return {
    check_in: unix(checkIn),
    check_out: unix(checkOut),
    check_in_local: `${inAt.date} ${inAt.time}`,
    check_out_local: `${outAt.date} ${outAt.time}`,
    hour_check_in: inAt.time,
    hour_check_out: outAt.time,
  };
}

/** Every room of a stay with earlier legs, the current one last; [] for a stay never moved. */
function presentLegs(
  earlier: readonly LoadedLeg[],
  detail: NonNullable<Rows<'detail'>>,
  tz: string,
): StayLegView[] {
  if (earlier.length === 0) return [];
  const { booking: b, category } = detail;
  const at = (s: number) => {
    const l = toLocal(s, tz);
    return `${l.date} ${l.time}`;
  };
  const legs = stayLegs(
    {
      roomId: b.roomId,
      bedId: b.bedId,
      categoryId: category.id,
      checkIn: unix(b.checkIn),
      checkOut: unix(b.checkOut),
    },
    earlier,
  );
  return legs.map((leg, i) => {
    const loaded = earlier[i];
    return {
      room: leg.roomId,
      room_name: loaded ? loaded.roomName : detail.roomName,
      koika: leg.bedId,
      category_id: leg.categoryId,
      category_name: loaded ? loaded.category.name : category.name,
      from: leg.from,
      to: leg.to,
      from_local: at(leg.from),
      to_local: at(leg.to),
    };
  });
}

/**
 * The plan's included meals as a stay was priced: the price's meal lines after the booking's own (the
 * pricing input puts the plan's last); a room of a group prices only its own meals, the group's shared
 * ones being the parent's. Each runs from arrival to departure, as `includedMeal` makes it.
 */
export function includedMeals(
  b: BookingRow,
  price: Pick<PriceResult, 'food_list'> | null,
  ownMeals: number,
  tz: string,
) {
  const own = b.isGroup && b.groupParent ? 0 : ownMeals;
  const stay = localStay(b.checkIn, b.checkOut, tz);
  return (price?.food_list ?? []).slice(own).map((f) => ({
    tariff: f.tariff,
    tariff_name: f.name,
    food_type: f.food_type,
    adult_count: f.adult_count,
    child_count: f.child_count,
    start_date: stay.check_in_local.slice(0, 10),
    end_date: stay.check_out_local.slice(0, 10),
    is_advance: f.is_advance,
    has_breakfast_check_in: false,
    has_lunch_check_out: false,
    has_supper_check_out: false,
    total: f.total,
  }));
}

export function presentDetail(a: {
  detail: NonNullable<Rows<'detail'>>;
  timeZone: string;
  clients: ClientRow[];
  foods: Rows<'foods'>;
  services: Rows<'services'>;
  discounts: Rows<'discounts'>;
  tasks: Rows<'tasks'>;
  payments: Rows<'payments'>;
  oldRoom: string | null;
  /** The stay's earlier rooms (legs.ts); [] for a stay never moved. */
  legs: readonly LoadedLeg[];
  calculated: PriceResult;
  requiredFields: string[];
}): BookingDetailView {
  const { booking: b, category } = a.detail;
  const tz = a.timeZone;
  const local = (d: Date) => toLocal(unix(d), tz);
  const expire = b.expireOn ? local(b.expireOn) : null;
  return {
    id: b.id,
    number: b.number,
    original_booking: b.originalBooking,
    category_id: category.id,
    category_name: category.name,
    category_type: category.categoryType as CategoryType,
    place_number: category.placeNumber,
    additional_place: category.additionalPlace,
    room: b.roomId,
    room_name: a.detail.roomName,
    koika: b.bedId,
    koika_name: a.detail.bedName,
    old_room: b.oldRoomId,
    old_room_name: a.oldRoom,
    room_reason: b.roomReason,
    legs: presentLegs(a.legs, a.detail, tz),
    ...localStay(b.checkIn, b.checkOut, tz),
    is_time: b.isTime,
    is_group: b.isGroup,
    group_parent: b.groupParent,
    source: b.sourceId,
    source_name: a.detail.sourceName ?? calendarMessages.directSale,
    booking_status: b.status as BookingStatus,
    is_early: b.isEarly,
    is_late: b.isLate,
    is_single: b.isSingle,
    has_additional: b.hasAdditional,
    adult_count: b.adultCount,
    child_count: b.childCount,
    child_without_place: b.childWithoutPlace,
    main_adult_count: b.mainAdultCount,
    main_child_count: b.mainChildCount,
    rate_plan: b.ratePlanId,
    calculation_type: b.calculationType as CalculationType,
    custom_price: b.customPrice,
    has_expire: b.hasExpire,
    expire_on: b.expireOn ? unix(b.expireOn) : null,
    expire_on_date: expire?.date ?? null,
    expire_on_time: expire?.time ?? null,
    created_by: a.detail.creator?.id ? { id: a.detail.creator.id, name: fullName(a.detail.creator) } : null,
    comment: b.comment,
    cancel_reason: b.cancelReason,
    common_amount: b.commonAmount,
    duty: a.calculated.duty,
    // `version` guards saves (a save names the version it loaded); `updated_at` is for display only.
    version: b.version,
    updated_at: unix(b.updatedAt),
    // Who raised `version` last ('Бронь изменил … — обновить?'); null for the system or no one known.
    updated_by_name: fullName(a.detail.updater) || null,
    updated_by_gender: a.detail.updater?.gender ?? null,
    updated_by: b.updatedBy,
    clients_list: a.clients.map(presentClient),
    food_list: a.foods.map(({ food: f, tariffName, foodType }) => ({
      id: f.id,
      ...storedFoodRow(f),
      tariff_name: tariffName,
      food_type: foodType as FoodType,
      total: f.total,
    })),
    included_meals: includedMeals(b, a.calculated, a.foods.length, tz),
    services: a.services.map((s) => ({
      id: s.id,
      service: s.serviceId,
      name: s.name,
      price: s.price,
      service_type: s.serviceType as ServiceType,
      quantity: s.quantity,
      rooms: s.rooms,
      total: s.total,
    })),
    discount_list: a.discounts.map((d) => ({
      id: d.id,
      discount: d.discountId,
      name: d.name,
      discount_kind: d.discountKind as DiscountKind,
      value: d.value,
      quantity: d.quantity,
    })),
    task_list: a.tasks.map(({ task: t, firstName, lastName }) => {
      const due = local(t.dueDate);
      return {
        id: t.id,
        title: t.title,
        responsible: t.responsibleId,
        responsible_name: fullName({ firstName, lastName }),
        todo_date: due.date,
        todo_time: due.time,
        description: t.description,
        due_date: unix(t.dueDate),
        done: t.doneAt !== null,
      };
    }),
    payment_list: a.payments.map(({ payment: p, methodName }) => ({
      id: p.id,
      value: p.value,
      payment_type: p.paymentType as PaymentKind,
      payment_method: p.paymentMethodId,
      payment_method_name: methodName ?? '',
      comment: p.comment,
      created_at: unix(p.createdAt),
    })),
    calculated_by: a.calculated,
    required_fields: a.requiredFields as ClientField[],
  };
}

export type BookingDetail = ReturnType<typeof presentDetail>;

export function presentBooking(b: BookingRow) {
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    booking_status: b.status,
    category_id: b.categoryId,
    room: b.roomId,
    koika: b.bedId,
    check_in: unix(b.checkIn),
    check_out: unix(b.checkOut),
    is_time: b.isTime,
    is_group: b.isGroup,
    group_parent: b.groupParent,
    original_booking: b.originalBooking,
    source: b.sourceId,
    is_early: b.isEarly,
    is_late: b.isLate,
    has_expire: b.hasExpire,
    expire_on: b.expireOn ? unix(b.expireOn) : null,
    common_amount: Number(b.commonAmount),
    created_by: b.createdBy,
    created_at: unix(b.createdAt),
  };
}

/**
 * `earlierLegs`: how many rooms the guest lived in before (legs.ts). A stay with legs is drawn as one bar
 * per room, which the message cannot place: it says so (`legs`), and the browser asks the window again.
 * Paths that do not know the legs leave it out; the browser also refetches for a bar it drew as a leg.
 */
export function bookingEvent(
  b: BookingRow,
  status = b.status as LiveEventStatus,
  earlierLegs = 0,
): CalendarBookingEvent {
  return {
    id: b.id,
    kind: 'booking',
    category_id: b.categoryId,
    room_id: b.roomId,
    koika_id: b.bedId,
    status,
    check_in: unix(b.checkIn),
    check_out: unix(b.checkOut),
    ...(earlierLegs > 0 ? { legs: true as const } : {}),
  };
}

export function presentRepair(r: RepairRow) {
  return {
    id: r.id,
    room: r.roomId,
    check_in: unix(r.checkIn),
    check_out: unix(r.checkOut),
    comment: r.comment,
  };
}

export function repairEvent(
  r: RepairRow,
  categoryId: number,
  status: 'repair' | 'repaired',
): CalendarBookingEvent {
  return {
    id: r.id,
    kind: 'repair',
    category_id: categoryId,
    room_id: r.roomId,
    koika_id: null,
    status,
    check_in: unix(r.checkIn),
    check_out: unix(r.checkOut),
  };
}
