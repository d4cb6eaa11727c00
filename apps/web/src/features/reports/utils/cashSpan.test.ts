import { describe, expect, it } from 'vitest';
import { cashSpan } from './cashSpan.ts';

const almaty = 'Asia/Almaty';
/** Unix seconds of a UTC wall clock. */
const utc = (stamp: string) => Date.parse(`${stamp}Z`) / 1000;

describe('the cash report span', () => {
  it('asks for the whole local day by its date when no shift times are set', () => {
    expect(cashSpan('2026-11-14', '', '', almaty)).toEqual({ date: '2026-11-14' });
  });

  it('turns a day shift into the property’s instants (Almaty is UTC+5)', () => {
    expect(cashSpan('2026-11-14', '08:00', '20:00', almaty)).toEqual({
      from: utc('2026-11-14T03:00:00'),
      to: utc('2026-11-14T15:00:00'),
    });
  });

  it('reads an empty “с” as the day’s start and an empty “по” as its end', () => {
    expect(cashSpan('2026-11-14', '', '12:00', almaty)).toEqual({
      from: utc('2026-11-13T19:00:00'),
      to: utc('2026-11-14T07:00:00'),
    });
    expect(cashSpan('2026-11-14', '20:00', '', almaty)).toEqual({
      from: utc('2026-11-14T15:00:00'),
      to: utc('2026-11-14T19:00:00'),
    });
  });

  it('ends a night shift the next morning when “по” is not after “с”', () => {
    expect(cashSpan('2026-11-14', '20:00', '08:00', almaty)).toEqual({
      from: utc('2026-11-14T15:00:00'),
      to: utc('2026-11-15T03:00:00'),
    });
  });
});
