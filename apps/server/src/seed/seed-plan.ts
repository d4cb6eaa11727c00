/**
 * Turns the laid-out stays into bookings a front desk would have: a status consistent with the clock,
 * guests, a sales channel, an amount, payments; plus cancelled bookings that hold nothing.
 */
import { type BookingStatus, cancelledStatuses } from '@pms/domain';
import { type ChannelName, GROUP_STAY, type PaymentTypeName } from './seed-catalogue.ts';
import type { Rng } from './seed-random.ts';
import { FIRST_DAY, LAST_DAY, type RoomSlot, type StayShape } from './seed-timeline.ts';

/** Instants of the property's wall clock: day k relative to today at "HH:mm". */
export interface Clock {
  now: Date;
  at(day: number, time: string): Date;
  checkInTime: string;
  checkOutTime: string;
}

export interface PaymentPlan {
  value: number;
  kind: 'payment' | 'return';
  method: PaymentTypeName;
  comment: string;
  at: Date;
  /** 0 is the seeding employee, 1.. the demo receptionists. */
  staff: number;
}

export interface BookingPlan {
  roomIndex: number;
  bedPosition: number | null;
  status: BookingStatus;
  checkIn: Date;
  checkOut: Date;
  isTime: boolean;
  isGroup: boolean;
  source: ChannelName | null;
  adultCount: number;
  childCount: number;
  amount: number;
  hasExpire: boolean;
  expireOn: Date | null;
  cancelReason: string;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  /** Client indexes, main guest first. */
  clients: number[];
  payments: PaymentPlan[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STAFF_COUNT = 4;
const DRAFTS = 2;
const CANCELLED = 16;

const ROOM_SOURCES = [
  [null, 30],
  ['Booking.com', 25],
  ['Сайт отеля', 18],
  ['Телефон', 15],
  ['Турагентство «Казтур»', 12],
] as const;
const BED_SOURCES = [
  [null, 40],
  ['Booking.com', 50],
  ['Сайт отеля', 10],
] as const;
const DIRECT_METHODS = [
  ['Kaspi QR', 5],
  ['Банковская карта', 3],
  ['Наличные', 2],
] as const;
const CARD_FIRST_METHODS = [
  ['Банковская карта', 3],
  ['Kaspi QR', 2],
] as const;
const CANCEL_REASONS: Record<string, readonly string[]> = {
  canceled: ['Не внесена предоплата', 'Дубликат брони'],
  client_cancel: ['Изменились планы', 'Заболел ребёнок', 'Перенесли отпуск на август'],
  company_cancel: ['Овербукинг из канала продаж', 'Номер выведен на ремонт'],
  expired: ['Резерв не подтверждён в срок'],
};
const STAY_COMMENTS = [
  'Поздний заезд, около 23:00',
  'Нужна детская кроватка',
  'Годовщина свадьбы — комплимент в номер',
  'Просят номер на верхнем этаже',
  'Приедут на своей машине',
  'Счёт на компанию, нужен акт',
];

export function hoursLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

const roundThousands = (value: number) => Math.round(value / 1000) * 1000;
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

/** Keeps one guest from being in two places at once. */
class GuestBook {
  private busy = new Map<number, { from: number; to: number }[]>();

  constructor(
    private rng: Rng,
    private count: number,
  ) {}

  take(from: Date, to: Date, exclude: number[] = []): number {
    let candidate = this.rng.int(0, this.count - 1);
    for (let attempt = 0; attempt < 30; attempt++) {
      const spans = this.busy.get(candidate) ?? [];
      const free = spans.every((s) => s.to <= from.getTime() || s.from >= to.getTime());
      if (free && !exclude.includes(candidate)) break;
      candidate = this.rng.int(0, this.count - 1);
    }
    this.busy.set(candidate, [
      ...(this.busy.get(candidate) ?? []),
      { from: from.getTime(), to: to.getTime() },
    ]);
    return candidate;
  }
}

export class BookingPlanner {
  private guests: GuestBook;

  constructor(
    private rng: Rng,
    private clock: Clock,
    private rooms: RoomSlot[],
    clientCount: number,
  ) {
    this.guests = new GuestBook(rng, clientCount);
  }

  plan(stays: StayShape[]): BookingPlan[] {
    const bookings = stays.map((s) => this.fromStay(s));
    this.markDrafts(bookings);
    for (const b of bookings) b.payments = this.payments(b);
    return [...bookings, ...this.cancelled()];
  }

  private instants(s: StayShape): { checkIn: Date; checkOut: Date } {
    const { at, checkInTime, checkOutTime } = this.clock;
    if (s.hours) {
      return {
        checkIn: at(s.startDay, hoursLabel(s.hours.from)),
        checkOut: at(s.startDay, hoursLabel(s.hours.from + s.hours.count)),
      };
    }
    return { checkIn: at(s.startDay, checkInTime), checkOut: at(s.endDay, checkOutTime) };
  }

  /** The status the clock allows: gone, in the house, or still to come. */
  private statusAt(checkIn: Date, checkOut: Date, isGroup: boolean): BookingStatus {
    const now = this.clock.now.getTime();
    if (checkOut.getTime() <= now) return 'check_out';
    if (checkIn.getTime() <= now) return 'check_in';
    if (isGroup) return 'booked';
    return this.rng.weighted([
      ['booked', 3],
      ['reserved', 1],
    ] as const);
  }

  private guestsFor(room: RoomSlot, bedPosition: number | null): { adults: number; children: number } {
    if (room.beds > 0) {
      return { adults: bedPosition === null ? this.rng.int(4, room.beds) : 1, children: 0 };
    }
    const places = room.category.placeNumber;
    if (this.rng.chance(0.15)) return { adults: 1, children: this.rng.chance(0.4) ? 1 : 0 };
    const adults = places <= 2 ? 2 : this.rng.int(2, places);
    return { adults, children: this.rng.int(0, places - adults) };
  }

  private amount(room: RoomSlot, s: StayShape): number {
    const price = room.category;
    if (s.hours) return s.hours.count * price.hourPrice;
    const nights = s.endDay - s.startDay;
    const perNight =
      room.beds > 0 && s.bedPosition === null ? price.nightPrice * room.beds : price.nightPrice;
    return nights * perNight;
  }

  private createdBefore(checkIn: Date, source: ChannelName | null): Date {
    const lead = source === 'Турагентство «Казтур»' ? this.rng.int(14, 45) : this.rng.int(1, 30);
    const created = new Date(checkIn.getTime() - lead * DAY - this.rng.int(1, 10) * HOUR);
    return earliest(created, new Date(this.clock.now.getTime() - this.rng.int(1, 48) * HOUR));
  }

  private fromStay(s: StayShape): BookingPlan {
    const room = this.rooms[s.roomIndex] as RoomSlot;
    const { checkIn, checkOut } = this.instants(s);
    const status = this.statusAt(checkIn, checkOut, s.isGroup);
    const source = s.isGroup
      ? GROUP_STAY.channel
      : this.rng.weighted<ChannelName | null>(room.beds > 0 ? BED_SOURCES : ROOM_SOURCES);
    const { adults, children } = this.guestsFor(room, s.bedPosition);
    const main = this.guests.take(checkIn, checkOut);
    const clients =
      adults >= 2 && this.rng.chance(0.5) ? [main, this.guests.take(checkIn, checkOut, [main])] : [main];
    const createdAt = this.createdBefore(checkIn, source);
    const hasExpire = status === 'reserved' && s.startDay >= 2 && this.rng.chance(0.5);
    const expireDay = hasExpire ? this.rng.int(1, Math.min(3, s.startDay - 1)) : 0;
    const updatedAt =
      status === 'check_out'
        ? checkOut
        : status === 'check_in'
          ? checkIn
          : new Date(createdAt.getTime() + HOUR);
    return {
      roomIndex: s.roomIndex,
      bedPosition: s.bedPosition,
      status,
      checkIn,
      checkOut,
      isTime: s.hours !== null,
      isGroup: s.isGroup,
      source,
      adultCount: adults,
      childCount: children,
      amount: this.amount(room, s),
      hasExpire,
      expireOn: hasExpire ? this.clock.at(expireDay, '18:00') : null,
      cancelReason: '',
      comment: s.isGroup ? GROUP_STAY.comment : this.rng.chance(0.1) ? this.rng.pick(STAY_COMMENTS) : '',
      createdAt,
      updatedAt: earliest(updatedAt, this.clock.now),
      clients,
      payments: [],
    };
  }

  /** A couple of unsaved-looking drafts made at the desk this morning, for stays in the coming days. */
  private markDrafts(bookings: BookingPlan[]): void {
    const soon = this.clock.at(10, this.clock.checkInTime).getTime();
    const candidates = bookings.filter(
      (b) => !b.isGroup && !b.isTime && b.checkIn > this.clock.now && b.checkIn.getTime() <= soon,
    );
    for (const b of this.rng.sample(candidates, DRAFTS)) {
      b.status = 'new';
      b.source = null;
      b.hasExpire = false;
      b.expireOn = null;
      b.createdAt = new Date(this.clock.now.getTime() - this.rng.int(10, 90) * 60_000);
      b.updatedAt = b.createdAt;
    }
  }

  private method(b: BookingPlan): PaymentTypeName {
    if (b.source === 'Турагентство «Казтур»') return 'Безналичный расчёт';
    // Booking.com guests pay at the desk like everyone else, but more of them by card.
    return this.rng.weighted(b.source === 'Booking.com' ? CARD_FIRST_METHODS : DIRECT_METHODS);
  }

  private prepayment(amount: number, share: number): number {
    const value = roundThousands(amount * share);
    return Math.min(Math.max(value, 1000), amount - 1000);
  }

  /** Gone guests paid in full; guests in the house and firm bookings paid all or part; reserves rarely. */
  private payments(b: BookingPlan): PaymentPlan[] {
    const now = this.clock.now;
    const pay = (value: number, at: Date, comment: string): PaymentPlan => ({
      value,
      kind: 'payment',
      method: this.method(b),
      comment,
      at: earliest(at, now),
      staff: this.rng.int(0, STAFF_COUNT - 1),
    });
    const prepaidAt = new Date(b.createdAt.getTime() + this.rng.int(1, 20) * HOUR);
    const settledAt = new Date(b.checkIn.getTime() + 30 * 60_000);
    const canSplit = b.amount > 2000;
    switch (b.status) {
      case 'check_out': {
        if (!canSplit || this.rng.chance(0.6)) return [pay(b.amount, settledAt, 'Оплата при заселении')];
        const first = this.prepayment(b.amount, 0.3);
        const rest = new Date(b.checkOut.getTime() - HOUR);
        return [pay(first, prepaidAt, 'Предоплата'), pay(b.amount - first, rest, 'Доплата при выезде')];
      }
      case 'check_in':
        if (!canSplit || this.rng.chance(0.5)) return [pay(b.amount, settledAt, 'Оплата при заселении')];
        return [pay(this.prepayment(b.amount, this.rng.pick([0.3, 0.5])), prepaidAt, 'Предоплата')];
      case 'booked':
        if (!canSplit || b.isGroup || this.rng.chance(0.35))
          return [pay(b.amount, prepaidAt, 'Полная предоплата')];
        return [pay(this.prepayment(b.amount, this.rng.pick([0.3, 0.5])), prepaidAt, 'Предоплата')];
      case 'reserved':
        if (!canSplit || !this.rng.chance(0.2)) return [];
        return [pay(this.prepayment(b.amount, 0.2), prepaidAt, 'Частичная предоплата')];
      default:
        return [];
    }
  }

  /** Cancelled bookings hold nothing, so they may sit anywhere; every cancelled status appears. */
  private cancelled(): BookingPlan[] {
    const { now, at, checkInTime, checkOutTime } = this.clock;
    const plans: BookingPlan[] = [];
    for (let i = 0; i < CANCELLED; i++) {
      const status = cancelledStatuses[i % cancelledStatuses.length] as BookingStatus;
      const room = this.rng.pick(this.rooms);
      const bedPosition = room.beds > 0 ? this.rng.int(1, room.beds) : null;
      const startDay = status === 'expired' ? this.rng.int(3, 25) : this.rng.int(FIRST_DAY + 3, LAST_DAY - 5);
      const shape: StayShape = {
        roomIndex: room.index,
        bedPosition,
        startDay,
        endDay: startDay + this.rng.int(1, 5),
        hours: null,
        isGroup: false,
      };
      const checkIn = at(shape.startDay, checkInTime);
      const checkOut = at(shape.endDay, checkOutTime);
      const source = this.rng.weighted<ChannelName | null>(ROOM_SOURCES);
      const expireOn = status === 'expired' ? at(-this.rng.int(1, 4), '18:00') : null;
      const createdAt = expireOn
        ? new Date(expireOn.getTime() - 2 * DAY)
        : this.createdBefore(new Date(checkIn.getTime() - 2 * DAY), source);
      const { adults, children } = this.guestsFor(room, bedPosition);
      const plan: BookingPlan = {
        roomIndex: room.index,
        bedPosition,
        status,
        checkIn,
        checkOut,
        isTime: false,
        isGroup: false,
        source,
        adultCount: adults,
        childCount: children,
        amount: this.amount(room, shape),
        hasExpire: expireOn !== null,
        expireOn,
        cancelReason: this.rng.pick(CANCEL_REASONS[status] ?? ['']),
        comment: '',
        createdAt,
        updatedAt: expireOn ?? latest(createdAt, earliest(checkIn, new Date(now.getTime() - HOUR))),
        clients: [this.guests.take(checkIn, checkOut)],
        payments: [],
      };
      if (i === 1) plan.payments = this.refunded(plan);
      plans.push(plan);
    }
    return plans;
  }

  /** The one refund: a guest who prepaid and then cancelled gets the prepayment back. */
  private refunded(b: BookingPlan): PaymentPlan[] {
    const value = Math.min(20_000, b.amount);
    const paidAt = earliest(new Date(b.createdAt.getTime() + 2 * HOUR), b.updatedAt);
    return [
      { value, kind: 'payment', method: 'Kaspi QR', comment: 'Предоплата', at: paidAt, staff: 1 },
      { value, kind: 'return', method: 'Kaspi QR', comment: 'Возврат предоплаты', at: b.updatedAt, staff: 2 },
    ];
  }
}

/**
 * Share of units (rooms sold whole and hostel beds) taken by a holding booking at 20:00 on each of the
 * next 14 evenings, in percent: what the calendar shows as the house's load.
 */
export function occupancyNextTwoWeeks(
  plans: BookingPlan[],
  rooms: RoomSlot[],
  clock: Clock,
  holding: readonly string[],
): number {
  const unitsOf = (p: BookingPlan) => {
    const beds = (rooms[p.roomIndex] as RoomSlot).beds;
    return beds > 0 && p.bedPosition === null ? beds : 1;
  };
  const totalUnits = rooms.reduce((sum, r) => sum + Math.max(r.beds, 1), 0);
  let taken = 0;
  for (let day = 0; day < 14; day++) {
    const evening = clock.at(day, '20:00').getTime();
    for (const p of plans) {
      if (holding.includes(p.status) && p.checkIn.getTime() <= evening && p.checkOut.getTime() > evening) {
        taken += unitsOf(p);
      }
    }
  }
  return Math.round((taken / (totalUnits * 14)) * 100);
}
