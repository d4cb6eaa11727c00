/**
 * Housekeeping (issue 33, docs/housekeeping.md): a room's (and a bed's) condition, the one-tap advance,
 * the automatic changes a company turns on (a check-out makes the room dirty, a daily tidy of occupied
 * rooms at the company's local hour, a linen change every N nights), the urgency order of a
 * housekeeper's rooms and an even assignment of rooms to housekeepers. Pure: the server runs them in its
 * transactions, the phone's offline queue and the board read the same words.
 */
import { can, type Rights } from './roles.ts';
import { periodDays, toLocal } from './zoned-time.ts';

export const roomConditions = ['dirty', 'cleaning', 'clean', 'inspected', 'out_of_order'] as const;
export type RoomCondition = (typeof roomConditions)[number];

export const roomConditionLabels: Record<RoomCondition, string> = {
  dirty: 'Грязный',
  cleaning: 'Уборка',
  clean: 'Чистый',
  inspected: 'Проверен',
  out_of_order: 'Не работает',
};

/** Why a condition was set: by hand, or by one of the automatic rules. */
export const conditionSources = ['hand', 'check_out', 'tidy', 'linen'] as const;
export type ConditionSource = (typeof conditionSources)[number];

export const conditionSourceLabels: Record<ConditionSource, string> = {
  hand: 'Вручную',
  check_out: 'Выезд гостя',
  tidy: 'Ежедневная уборка',
  linen: 'Смена белья',
};

/**
 * Whether a role works with every room (the supervisor, who assigns; the front desk and the managers,
 * who sell them) or only with the rooms assigned to oneself for the day (the housekeeper).
 */
export function seesEveryRoom(role: Rights): boolean {
  return can(role, 'housekeeping.assign') || can(role, 'bookings.edit');
}

/**
 * Whether an employee in this role is one of the housekeepers rooms are assigned to: she marks rooms and
 * does not sell them (the housekeeper and the supervisor, not the front desk).
 */
export function cleansRooms(role: Rights): boolean {
  return can(role, 'housekeeping.edit') && !can(role, 'bookings.edit');
}

/** A room nobody has marked yet is taken as clean: a new property starts ready to sell. */
export const DEFAULT_CONDITION: RoomCondition = 'clean';

export const housekeepingMessages = {
  reasonRequired: "Укажите причину: почему номер 'Не работает'",
  noNextCondition: 'Номер уже проверен: следующего состояния нет',
  conditionOrAdvance: 'Укажите новое состояние или «следующее»',
  tapInFuture: 'Время отметки ещё не наступило: проверьте часы телефона',
  tapTooOld: 'Отметка старше суток: отметьте номер заново',
  notYourRoom: 'Этот номер не назначен вам на эту дату',
  bedNotInRoom: 'В этом номере нет такой койки',
  roomNotFound: 'Номер не найден',
  notAHousekeeper: 'Сотрудник не может убирать номера: нужна роль «Горничная» или «Старшая горничная»',
  noHousekeepers: 'Выберите хотя бы одну горничную',
  dirtyCheckIn: (room: string, condition: RoomCondition) =>
    `Номер ${room} не готов: ${roomConditionLabels[condition].toLowerCase()}. Заселить всё равно?`,
  taskNotFound: 'Задача не найдена',
  notYourTask: 'Можно отмечать только свои задачи',
  notYourRoomHistory: 'История этого номера вам недоступна: он не назначен вам на сегодня',
} as const;

/**
 * The condition one tap moves a room to: dirty → cleaning → clean → inspected. 'Не работает' returns to
 * 'Грязный' (a room back from being out of order is cleaned before it is sold). Inspected is the end:
 * null, nothing to tap.
 */
export function nextCondition(current: RoomCondition): RoomCondition | null {
  switch (current) {
    case 'dirty':
      return 'cleaning';
    case 'cleaning':
      return 'clean';
    case 'clean':
      return 'inspected';
    case 'inspected':
      return null;
    case 'out_of_order':
      return 'dirty';
  }
}

/** A room a guest may be checked into without asking: clean or inspected. */
export function isReady(condition: RoomCondition): boolean {
  return condition === 'clean' || condition === 'inspected';
}

/**
 * The refusal of a hand change, or null: 'Не работает' needs a reason. (Bounds of the reason and the note
 * are the schema's.)
 */
export function conditionChangeRefusal(change: {
  to: RoomCondition;
  reason?: string | null;
}): { status: 400; message: string; field: string } | null {
  if (change.to === 'out_of_order' && !change.reason?.trim())
    return { status: 400, message: housekeepingMessages.reasonRequired, field: 'reason' };
  return null;
}

/** How far back a queued tap may be replayed, and how far ahead of the server's clock a phone may be. */
export const TAP_MAX_AGE_SECONDS = 24 * 3600;
export const TAP_MAX_AHEAD_SECONDS = 120;

/** The refusal of a tap's original time, or null (the offline queue's bounds). */
export function tapTimeRefusal(tappedAt: number, now: number): { message: string; field: string } | null {
  if (tappedAt > now + TAP_MAX_AHEAD_SECONDS)
    return { message: housekeepingMessages.tapInFuture, field: 'tapped_at' };
  if (tappedAt < now - TAP_MAX_AGE_SECONDS)
    return { message: housekeepingMessages.tapTooOld, field: 'tapped_at' };
  return null;
}

/**
 * Whether a tap made at `tappedAt` still applies over the room's last change at `lastChangedAt`: a tap
 * older than the last change (a queued tap replayed after a colleague or the automation changed the room)
 * is recorded nowhere and changes nothing; the newer change stands. Equal instants apply (a tap's own
 * second).
 */
export function tapApplies(tappedAt: number, lastChangedAt: number | null): boolean {
  return lastChangedAt === null || tappedAt >= lastChangedAt;
}

/**
 * The condition a check-in asks about, or null: checking a guest into a room that is not ready (dirty,
 * being cleaned, out of order) asks first; the step goes ahead with `confirm_dirty`. One rule for the
 * calendar's and the list's 'Заселить', the editor's status call and a group's.
 */
export function checkInNeedsConfirm(condition: RoomCondition | null | undefined): boolean {
  return condition !== null && condition !== undefined && !isReady(condition);
}

/** A company's housekeeping settings (migration 0061). */
export interface HousekeepingSettings {
  /** A check-out makes the room 'Грязный'. */
  check_out_makes_dirty: boolean;
  /** Every occupied room becomes due for a tidy once a day. */
  daily_tidy: boolean;
  /**
   * The local hour (0–23) of the day's automatic run: the daily tidy (when on) and the linen changes
   * due that day.
   */
  tidy_hour: number;
  /** The linen is changed every this many nights of a stay; 0: never by the automation. */
  linen_every_nights: number;
}

export const defaultHousekeepingSettings: HousekeepingSettings = {
  check_out_makes_dirty: true,
  daily_tidy: true,
  tidy_hour: 10,
  linen_every_nights: 3,
};

/** The condition a check-out leaves the room in, or null when the company turned the rule off. */
export function conditionAfterCheckOut(settings: Pick<HousekeepingSettings, 'check_out_makes_dirty'>) {
  return settings.check_out_makes_dirty ? ('dirty' as const) : null;
}

/**
 * The company's local date whose daily run (the tidy and the linen) is due at `now`, or null: due once
 * the local hour reaches `tidy_hour`, and not again for a date already run (`lastRunDate`). Read in the company's zone, so a
 * daylight-saving day keeps the wall-clock hour; a tidy hour that a spring-forward day skips (02:00 when
 * clocks go 02:00 → 03:00) is due at the first hour after it.
 */
export function tidyRunDue(input: {
  now: number;
  timeZone: string;
  tidyHour: number;
  lastRunDate: string | null;
}): string | null {
  const local = toLocal(input.now, input.timeZone);
  const hour = Number(local.time.slice(0, 2));
  if (hour < input.tidyHour) return null;
  if (input.lastRunDate !== null && input.lastRunDate >= local.date) return null;
  return local.date;
}

/**
 * What the daily tidy does to an occupied room: a clean or inspected room becomes dirty (due for its
 * tidy); a room already dirty or being cleaned stays; an out-of-order room is left alone.
 */
export function conditionAfterTidy(current: RoomCondition): RoomCondition | null {
  return isReady(current) ? 'dirty' : null;
}

/**
 * Whether a stay that arrived on `arrivalDate` is due for a linen change on `date` (both local): after
 * every `everyNights` nights (3: on the 4th day, the 7th …), never on the arrival or the departure day,
 * never with 0.
 */
export function linenDue(input: {
  arrivalDate: string;
  departureDate: string;
  date: string;
  everyNights: number;
}): boolean {
  if (input.everyNights <= 0) return false;
  if (input.date >= input.departureDate) return false;
  const nights = periodDays(input.arrivalDate, input.date) - 1;
  return nights > 0 && nights % input.everyNights === 0;
}

/** A room's movement on a day, as the housekeeper's list says it. */
export const roomMovements = ['turnover', 'departure', 'stay', 'arrival', 'none'] as const;
export type RoomMovement = (typeof roomMovements)[number];

export const roomMovementLabels: Record<RoomMovement, string> = {
  turnover: 'выезд и заезд сегодня',
  departure: 'выезд',
  stay: 'проживает',
  arrival: 'заезд сегодня',
  none: 'свободен',
};

/** A stay in a room, as the board reads it: instants in unix seconds. */
export interface MovementStay {
  check_in: number;
  check_out: number;
}

export interface Movement {
  kind: RoomMovement;
  /** 'HH:mm' local: the arrival today (a turnover's or an arrival's). */
  arrival_time: string | null;
  /** 'HH:mm' local: the departure today. */
  departure_time: string | null;
}

/**
 * A room's movement on local `date` from the live stays in it (cancelled ones left out by the caller):
 * a departure and an arrival the same day is a turnover; else a departure, a stay through the day, an
 * arrival, or nothing.
 */
export function roomMovement(stays: readonly MovementStay[], date: string, timeZone: string): Movement {
  let arrival = null as string | null;
  let departure = null as string | null;
  let staying = false;
  for (const s of stays) {
    const from = toLocal(s.check_in, timeZone);
    const to = toLocal(s.check_out, timeZone);
    if (to.date === date) departure = departure === null || to.time > departure ? to.time : departure;
    if (from.date === date) arrival = arrival === null || from.time < arrival ? from.time : arrival;
    if (from.date < date && to.date > date) staying = true;
  }
  const kind: RoomMovement =
    departure !== null && arrival !== null
      ? 'turnover'
      : departure !== null
        ? 'departure'
        : staying
          ? 'stay'
          : arrival !== null
            ? 'arrival'
            : 'none';
  return { kind, arrival_time: arrival, departure_time: departure };
}

const movementRank: Record<RoomMovement, number> = {
  turnover: 0,
  departure: 1,
  stay: 2,
  arrival: 3,
  none: 4,
};

/** Compares room names as people read them: '2' before '10', 'А-2' before 'А-10'. */
export const compareRoomNames = (a: string, b: string) =>
  a.localeCompare(b, 'ru', { numeric: true, sensitivity: 'base' });

export interface UrgencyRoom {
  name: string;
  condition: RoomCondition;
  movement: Movement;
}

/**
 * The order of a housekeeper's rooms: rooms still to be done before ready ones (clean, inspected) and
 * out-of-order ones; among them a turnover first (the next guest is waiting: the earliest arrival
 * first), then departures, stays, arrivals today (earliest first) and rooms with no movement; then by
 * name.
 */
export function byUrgency(a: UrgencyRoom, b: UrgencyRoom): number {
  const work = (r: UrgencyRoom) => (r.condition === 'dirty' || r.condition === 'cleaning' ? 0 : 1);
  return (
    work(a) - work(b) ||
    movementRank[a.movement.kind] - movementRank[b.movement.kind] ||
    (a.movement.arrival_time ?? '99:99').localeCompare(b.movement.arrival_time ?? '99:99') ||
    compareRoomNames(a.name, b.name)
  );
}

/**
 * A board's rooms in the order of urgency (byUrgency on each room's own condition and movement), a new
 * array: the server's answer, and the screens again after a tap or a live change, so a room marked clean
 * sinks at once.
 */
export function inUrgencyOrder<T extends { room_name: string; condition: RoomCondition; movement: Movement }>(
  rooms: readonly T[],
): T[] {
  return [...rooms].sort((a, b) => byUrgency({ ...a, name: a.room_name }, { ...b, name: b.room_name }));
}

/**
 * A room's floor from its name, as hotels number rooms: the digits before the last two ('101' → '1',
 * '1205' → '12', 'А-312' → '3'); a name without such a number ('Коттедж', '7') has no floor ('').
 */
export function floorOf(name: string): string {
  const digits = /(\d{3,})\D*$/.exec(name)?.[1];
  return digits ? String(Number(digits.slice(0, -2))) : '';
}

/**
 * The floor a room is on: its own `floor` when the room has one (issue 33: set in 'Номера'), else the
 * floor read from its name (floorOf); '' when neither says.
 */
export function roomFloor(room: { name: string; floor?: number | null }): string {
  return room.floor === null || room.floor === undefined ? floorOf(room.name) : String(room.floor);
}

export const assignModes = ['floor', 'count'] as const;
export type AssignMode = (typeof assignModes)[number];

/**
 * Rooms shared evenly among housekeepers (in the order given), as room id → housekeeper id:
 * - 'count': rooms in name order, cut into runs whose sizes differ by at most one;
 * - 'floor': whole floors (a floor is not split), the largest floor first to whoever has fewest rooms so
 *   far (ties: the earlier housekeeper); a room's floor is roomFloor (its own, else its name's); rooms
 *   with no floor count as one floor.
 */
export function evenAssignment(
  rooms: readonly { id: number; name: string; floor?: number | null }[],
  housekeepers: readonly number[],
  mode: AssignMode,
): Map<number, number> {
  const out = new Map<number, number>();
  if (housekeepers.length === 0) return out;
  const sorted = [...rooms].sort((a, b) => compareRoomNames(a.name, b.name) || a.id - b.id);
  if (mode === 'count') {
    const base = Math.floor(sorted.length / housekeepers.length);
    const extra = sorted.length % housekeepers.length;
    let i = 0;
    housekeepers.forEach((h, k) => {
      const size = base + (k < extra ? 1 : 0);
      for (const r of sorted.slice(i, i + size)) out.set(r.id, h);
      i += size;
    });
    return out;
  }
  const floors = new Map<string, { id: number; name: string }[]>();
  for (const r of sorted) {
    const f = roomFloor(r);
    floors.set(f, [...(floors.get(f) ?? []), r]);
  }
  const load = housekeepers.map(() => 0);
  const order = [...floors.entries()].sort(
    (a, b) => b[1].length - a[1].length || compareRoomNames(a[0], b[0]),
  );
  for (const [, list] of order) {
    const k = load.indexOf(Math.min(...load));
    load[k] = (load[k] ?? 0) + list.length;
    for (const r of list) out.set(r.id, housekeepers[k]!);
  }
  return out;
}
