import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_ATTEMPTS, judgeCode } from './account-links.ts';

const now = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-01T10:20:00Z');

describe('an e-mail change code', () => {
  it.each([
    { attempts: 0, expiresAt: later, matches: true, verdict: { kind: 'ok' } },
    {
      attempts: 0,
      expiresAt: later,
      matches: false,
      verdict: { kind: 'wrong', left: EMAIL_CODE_ATTEMPTS - 1 },
    },
    {
      attempts: EMAIL_CODE_ATTEMPTS - 2,
      expiresAt: later,
      matches: false,
      verdict: { kind: 'wrong', left: 1 },
    },
    // The last wrong try voids the change: no answer says '0 attempts left' and still takes a code.
    { attempts: EMAIL_CODE_ATTEMPTS - 1, expiresAt: later, matches: false, verdict: { kind: 'spent' } },
    // Spent or expired: even the right code no longer works.
    { attempts: EMAIL_CODE_ATTEMPTS, expiresAt: later, matches: true, verdict: { kind: 'spent' } },
    { attempts: 0, expiresAt: now, matches: true, verdict: { kind: 'spent' } },
  ])(
    'after $attempts wrong tries, matching=$matches: $verdict.kind',
    ({ attempts, expiresAt, matches, verdict }) => {
      expect(judgeCode({ attempts, expiresAt }, matches, now)).toEqual(verdict);
    },
  );
});
