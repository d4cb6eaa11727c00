import { idempotencyMessages, type RoomCondition, roomConditionLabels } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import type { BoardRoom, ConditionAnswer } from '../types/housekeepingTypes.ts';
import {
  drain,
  failureOf,
  isPending,
  parseQueue,
  type QueuedTap,
  type SendResult,
  tapBody,
  withAnswer,
  withPending,
} from './tapQueue.ts';

const tap = (key: string, room: number, condition: RoomCondition, extra: Partial<QueuedTap> = {}) => ({
  key,
  room,
  bed: null,
  condition,
  reason: '',
  note: '',
  tapped_at: 1_800_000_000,
  ...extra,
});

const view = (condition: RoomCondition) => ({
  condition,
  condition_label: roomConditionLabels[condition],
  reason: '',
  note: '',
  linen_change: false,
  source: null,
  changed_at: null,
  changed_by: null,
});

const room = (id: number, condition: RoomCondition, beds: number[] = []): BoardRoom => ({
  ...view(condition),
  room_id: id,
  room_name: String(100 + id),
  category_name: 'Стандарт',
  floor: '1',
  housekeeper: null,
  movement: { kind: 'none', label: 'свободен', arrival_time: null, departure_time: null },
  next_condition: null,
  beds: beds.map((bed) => ({ ...view(condition), bed_id: bed, name: `Койка ${bed}` })),
});

const answer = (roomId: number, bedId: number | null, condition: RoomCondition): ConditionAnswer => ({
  applied: true,
  room_id: roomId,
  bed_id: bedId,
  current: { ...view(condition), changed_at: 1_800_000_100 },
});

describe('parseQueue keeps what was stored and leaves out what is not a tap', () => {
  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{oops', 0],
    ['not a list', '{"key":"a"}', 0],
    ['one tap', JSON.stringify([tap('a', 1, 'clean')]), 1],
    ['a tap without its time', JSON.stringify([{ ...tap('a', 1, 'clean'), tapped_at: undefined }]), 0],
    ['an unknown condition', JSON.stringify([tap('a', 1, 'sparkling' as RoomCondition)]), 0],
    ['a bed tap and a broken entry', JSON.stringify([tap('a', 1, 'dirty', { bed: 3 }), 5]), 1],
  ])('%s', (_, text, count) => {
    expect(parseQueue(text)).toHaveLength(count);
  });
});

describe('failureOf: what is tried again and what is dropped', () => {
  it.each([
    ['no network', 0, 'сообщение', 'unsent'],
    ['a timeout', 408, 'сообщение', 'unsent'],
    ['too many requests', 429, 'сообщение', 'unsent'],
    ['a server error', 503, 'сообщение', 'unsent'],
    ['the same key still running on the server', 409, idempotencyMessages.keyInProgress, 'unsent'],
    ['the same key done long ago, its answer lost', 409, idempotencyMessages.keyDone, 'refused'],
    ['a tap too old', 400, 'сообщение', 'refused'],
    ['not her room', 403, 'сообщение', 'refused'],
    ['a room deleted', 404, 'сообщение', 'refused'],
  ] as const)('%s', (_, status, message, kind) => {
    expect(failureOf(status, message).kind).toBe(kind);
  });
});

describe('drain sends in order and stops at the first tap not sent', () => {
  const queue = [tap('a', 1, 'cleaning'), tap('b', 1, 'clean'), tap('c', 2, 'out_of_order')];
  it.each<[string, SendResult[], string[], number, number]>([
    [
      'all answered',
      ['ok', 'ok', 'ok'].map(() => ({ kind: 'answered', answer: answer(1, null, 'clean') })),
      [],
      3,
      0,
    ],
    ['offline from the start', [{ kind: 'unsent' }], ['a', 'b', 'c'], 0, 0],
    [
      'the network lost after the first',
      [{ kind: 'answered', answer: answer(1, null, 'cleaning') }, { kind: 'unsent' }],
      ['b', 'c'],
      1,
      0,
    ],
    [
      'a refusal is dropped and the rest go on',
      [
        { kind: 'refused', message: 'Отметка старше суток' },
        { kind: 'answered', answer: answer(1, null, 'clean') },
        { kind: 'answered', answer: answer(2, null, 'out_of_order') },
      ],
      [],
      2,
      1,
    ],
  ])('%s', async (_, results, left, answered, refused) => {
    const sent: string[] = [];
    const out = await drain(queue, async (t) => {
      sent.push(t.key);
      return results[sent.length - 1]!;
    });
    expect(out.left.map((t) => t.key)).toEqual(left);
    expect(out.answers).toHaveLength(answered);
    expect(out.refusals).toHaveLength(refused);
    // In the order made, and nothing after the first one not sent.
    expect(sent).toEqual(queue.slice(0, results.length).map((t) => t.key));
  });
});

describe('withPending shows the queued taps over the server’s board', () => {
  it.each<[string, QueuedTap[], RoomCondition, RoomCondition | null]>([
    ['nothing queued', [], 'dirty', 'cleaning'],
    ['one tap', [tap('a', 1, 'cleaning')], 'cleaning', 'clean'],
    ['two taps in order', [tap('a', 1, 'cleaning'), tap('b', 1, 'clean')], 'clean', 'inspected'],
    ['another room’s tap', [tap('a', 2, 'clean')], 'dirty', 'cleaning'],
    [
      'out of order with its reason',
      [tap('a', 1, 'out_of_order', { reason: 'Течёт кран' })],
      'out_of_order',
      'dirty',
    ],
  ])('%s', (_, queue, condition, next) => {
    const [shown] = withPending([{ ...room(1, 'dirty'), next_condition: 'cleaning' }], queue);
    expect(shown?.condition).toBe(condition);
    expect(shown?.condition_label).toBe(roomConditionLabels[condition]);
    expect(shown?.next_condition).toBe(next);
  });

  it('a bed’s tap changes that bed only', () => {
    const [shown] = withPending([room(1, 'dirty', [7, 8])], [tap('a', 1, 'clean', { bed: 8 })]);
    expect(shown?.condition).toBe('dirty');
    expect(shown?.beds.map((b) => b.condition)).toEqual(['dirty', 'clean']);
  });

  it('isPending names the unit', () => {
    const queue = [tap('a', 1, 'clean', { bed: 8 })];
    expect([isPending(queue, 1, 8), isPending(queue, 1, null), isPending(queue, 2, 8)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('withAnswer reconciles the board with what the server stored', () => {
  it.each<[string, ConditionAnswer, RoomCondition, RoomCondition[]]>([
    ['the room', answer(1, null, 'clean'), 'clean', ['dirty']],
    ['a bed', answer(1, 7, 'inspected'), 'dirty', ['inspected']],
    [
      'an older tap the server kept out',
      { ...answer(1, null, 'inspected'), applied: false },
      'inspected',
      ['dirty'],
    ],
    ['another room', answer(2, null, 'clean'), 'dirty', ['dirty']],
  ])('%s', (_, a, condition, beds) => {
    const [shown] = withAnswer([room(1, 'dirty', [7])], a);
    expect(shown?.condition).toBe(condition);
    expect(shown?.beds.map((b) => b.condition)).toEqual(beds);
  });
});

it('tapBody sends the tap’s own time and condition, not "advance"', () => {
  expect(tapBody(tap('a', 1, 'clean', { note: 'Полотенца' }))).toEqual({
    room: 1,
    bed: null,
    condition: 'clean',
    reason: '',
    note: 'Полотенца',
    tapped_at: 1_800_000_000,
  });
});
