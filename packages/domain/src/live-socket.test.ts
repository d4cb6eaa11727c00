import { describe, expect, it } from 'vitest';
import { liveSocketClose } from './live-socket.ts';

describe('liveSocketClose', () => {
  it.each([
    { name: 'the same role keeps the socket', now: 'frontdesk', close: null },
    { name: 'a session no longer live signs out', now: null, close: 'signedOut' },
    { name: 'no membership in the company is forbidden', now: undefined, close: 'forbidden' },
    { name: 'another role that sees the calendar reconnects', now: 'housekeeper', close: 'roleChanged' },
  ] as const)('$name', ({ now, close }) => {
    expect(liveSocketClose('frontdesk', now)).toBe(close);
  });
});
