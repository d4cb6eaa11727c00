import { describe, expect, it } from 'vitest';
import { groupStatus } from './groupStatus.ts';

describe('groupStatus', () => {
  it('starts the advance for all from the least advanced saved room', () => {
    expect(groupStatus(['booked', 'reserved', 'check_in'])).toBe('reserved');
    expect(groupStatus(['check_in', 'booked'])).toBe('booked');
  });
  it('leaves drafts and cancelled rooms out', () => {
    expect(groupStatus(['new', 'canceled', 'booked'])).toBe('booked');
    expect(groupStatus(['new', 'canceled'])).toBeNull();
  });
});
