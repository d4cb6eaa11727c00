/**
 * The phone's offline queue of taps (issue 33: corridors lose signal). Every tap is queued first, with
 * its original time and an Idempotency-Key, kept in the browser's storage (a reload keeps it), and sent
 * in order; one that did not reach the server stays for the next try (the 'online' event, a timer). The
 * server replays an answer to a key it has seen, and a tap older than the room's last change changes
 * nothing there (domain tapApplies), so sending one twice or late is harmless. Pure: the hook
 * (useTapQueue) holds the storage, the network and React.
 */
import {
  type ConditionChange,
  type ConditionView,
  idempotencyMessages,
  nextCondition,
  type RoomCondition,
  roomConditionLabels,
  roomConditions,
} from '@pms/domain';
import type { BoardRoom, ConditionAnswer } from '../types/housekeepingTypes.ts';

export interface QueuedTap {
  /** The Idempotency-Key its every send carries. */
  key: string;
  room: number;
  bed: number | null;
  /** The condition set: the next one of what the phone showed, or 'Не работает', or the same with a note. */
  condition: RoomCondition;
  reason: string;
  note: string;
  /** When it was tapped, unix seconds: the server judges it by this time, not by when it arrives. */
  tapped_at: number;
}

export type TapQueue = readonly QueuedTap[];

/** Where one employee's queue of one company is kept. */
export const queueStorageKey = (companyId: number, employeeId: number) =>
  `pms.housekeeping.taps.${companyId}.${employeeId}`;

const isTap = (value: unknown): value is QueuedTap => {
  const t = value as Partial<QueuedTap> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.key === 'string' &&
    Number.isInteger(t.room) &&
    (t.bed === null || Number.isInteger(t.bed)) &&
    (roomConditions as readonly unknown[]).includes(t.condition) &&
    typeof t.reason === 'string' &&
    typeof t.note === 'string' &&
    Number.isInteger(t.tapped_at)
  );
};

/** The stored queue, the malformed entries (another version's, a hand edit) left out. */
export function parseQueue(text: string | null): QueuedTap[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isTap) : [];
  } catch {
    return [];
  }
}

/** The request body of a queued tap (domain conditionChangeSchema). */
export function tapBody(tap: QueuedTap): ConditionChange {
  return {
    room: tap.room,
    bed: tap.bed,
    condition: tap.condition,
    reason: tap.reason,
    note: tap.note,
    tapped_at: tap.tapped_at,
  };
}

/** What became of one send: answered, not reached (no network, keep and stop), or refused (drop). */
export type SendResult =
  | { kind: 'answered'; answer: ConditionAnswer }
  | { kind: 'unsent' }
  | { kind: 'refused'; message: string };

/**
 * How a failed send is taken: no answer (status 0), a timeout, too many requests, a server error, or the
 * same key's first send still running on the server (a retry after a lost answer, 409
 * 'Запрос с этим ключом ещё выполняется') is tried again later, and then answered the first answer; any
 * other refusal (a tap too old, a room no longer hers) is final.
 */
export function failureOf(status: number, message: string): SendResult {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'unsent' };
  if (status === 409 && message === idempotencyMessages.keyInProgress) return { kind: 'unsent' };
  return { kind: 'refused', message };
}

export interface DrainResult {
  /** What is still to send, in order. */
  left: QueuedTap[];
  answers: ConditionAnswer[];
  refusals: { tap: QueuedTap; message: string }[];
}

/**
 * Sends the queue in order, one at a time: an answered or refused tap leaves it; the first one not sent
 * stops the run (the taps after it wait behind it, so a room's taps arrive in the order made).
 */
export async function drain(queue: TapQueue, send: (tap: QueuedTap) => Promise<SendResult>) {
  const out: DrainResult = { left: [], answers: [], refusals: [] };
  for (let i = 0; i < queue.length; i++) {
    const tap = queue[i]!;
    const result = await send(tap);
    if (result.kind === 'unsent') {
      out.left = queue.slice(i);
      return out;
    }
    if (result.kind === 'answered') out.answers.push(result.answer);
    else out.refusals.push({ tap, message: result.message });
  }
  return out;
}

/** A unit's condition as a queued tap leaves it, before the server has heard of it. */
function pendingView(view: ConditionView, tap: QueuedTap): ConditionView {
  return {
    ...view,
    condition: tap.condition,
    condition_label: roomConditionLabels[tap.condition],
    reason: tap.condition === 'out_of_order' ? tap.reason : '',
    note: tap.note || view.note,
    changed_at: tap.tapped_at,
  };
}

/** A room and its beds with `apply` done to the unit `room`/`bed` names. */
export function patchUnit(
  rooms: readonly BoardRoom[],
  room: number,
  bed: number | null,
  apply: (view: ConditionView) => ConditionView,
): BoardRoom[] {
  return rooms.map((r) => {
    if (r.room_id !== room) return r;
    if (bed === null) {
      const next = { ...r, ...apply(r) };
      return { ...next, next_condition: nextCondition(next.condition) };
    }
    return { ...r, beds: r.beds.map((b) => (b.bed_id === bed ? { ...b, ...apply(b) } : b)) };
  });
}

/** The board as the phone shows it: the server's rooms with the taps still queued applied, in order. */
export function withPending(rooms: readonly BoardRoom[], queue: TapQueue): BoardRoom[] {
  let out = [...rooms];
  for (const tap of queue) out = patchUnit(out, tap.room, tap.bed, (view) => pendingView(view, tap));
  return out;
}

/** The board with the server's answer to a tap: the unit's condition as stored now. */
export function withAnswer(rooms: readonly BoardRoom[], answer: ConditionAnswer): BoardRoom[] {
  return patchUnit(rooms, answer.room_id, answer.bed_id, () => answer.current);
}

/** Whether a unit has a tap still queued (its card says 'не отправлено'). */
export const isPending = (queue: TapQueue, room: number, bed: number | null) =>
  queue.some((t) => t.room === room && t.bed === bed);
