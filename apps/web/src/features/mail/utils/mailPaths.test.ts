import { describe, expect, it } from 'vitest';
import { mailPaths } from './mailPaths.ts';

describe('the send path', () => {
  it('sends a single booking by its id and a group by its parent', () => {
    expect(mailPaths.send({ bookingId: 7 })).toBe('/api/v2/booking/7/send-email/');
    expect(mailPaths.send({ bookingId: 7, groupParent: null })).toBe('/api/v2/booking/7/send-email/');
    expect(mailPaths.send({ bookingId: 8, groupParent: 7 })).toBe('/api/v2/booking/group/7/send-email/');
  });
});
