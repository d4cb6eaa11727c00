import { describe, expect, it } from 'vitest';
import { isGoneStatus, type LiveEventStatus } from './live-event-status.ts';

describe('isGoneStatus', () => {
  it.each<[LiveEventStatus, boolean]>([
    ['new', false],
    ['reserved', false],
    ['booked', false],
    ['check_in', false],
    ['check_out', false],
    ['repair', false],
    ['block', false],
    ['canceled', true],
    ['client_cancel', true],
    ['company_cancel', true],
    ['expired', true],
    ['deleted', true],
    ['repaired', true],
    ['removed', true],
  ])('%s is gone: %s', (status, gone) => {
    expect(isGoneStatus(status)).toBe(gone);
  });
});
