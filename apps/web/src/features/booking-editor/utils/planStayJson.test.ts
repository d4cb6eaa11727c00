import { describe, expect, it } from 'vitest';
import { planStayJson } from './planStayJson.ts';

const stay = {
  check_in: '2026-12-30 14:00',
  check_out: '2027-01-02 12:00',
  room: 4,
  adult_count: 1,
  clients: [{ first_name: 'Айдана' }],
  comment: '',
  rate_plan: null,
};
const json = (changes: object) => planStayJson(JSON.stringify({ ...stay, ...changes }));

describe('planStayJson: the plans are asked again only when what prices the stay changes', () => {
  it.each<[string, object, boolean]>([
    ['a guest’s name typed', { clients: [{ first_name: 'Айдана Б' }] }, false],
    ['a comment', { comment: 'Поздний заезд' }, false],
    ['another plan chosen', { rate_plan: 7 }, false],
    ['a restriction reason', { restriction_reason: 'Согласовано' }, false],
    ['another departure', { check_out: '2027-01-01 12:00' }, true],
    ['another room', { room: 5 }, true],
    ['another guest count', { adult_count: 2 }, true],
    ['a service taken', { service_list: [{ service: 1, quantity: 1 }] }, true],
  ])('%s: asked again = %s', (_, changes, asked) => {
    expect(json(changes) !== json({})).toBe(asked);
  });

  it('nothing to price yet is nothing to ask', () => {
    expect(planStayJson(null)).toBeNull();
  });
});
