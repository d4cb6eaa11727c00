import { describe, expect, it } from 'vitest';
import { ratePlanMessages } from '../messages.ts';
import {
  type DayRestriction,
  dayRestrictionProblem,
  lineageRestrictions,
  type RestrictionsByDate,
  restrictionRefusals,
  strictest,
} from './restrictions.ts';

// New Year 2026/27: a 3-night minimum from 30.12, closed to arrival on 31.12, closed to departure on
// 01.01, stop-sell on 03.01, at most 7 nights from 04.01.
const newYear: RestrictionsByDate = {
  '2026-12-30': { min_stay: 3 },
  '2026-12-31': { closed_to_arrival: true, min_stay: 2 },
  '2027-01-01': { closed_to_departure: true },
  '2027-01-03': { stop_sell: true },
  '2027-01-04': { max_stay: 7 },
};

describe('what a stay breaks', () => {
  it.each<[string, string, string, [string, string][]]>([
    ['3 nights from 30.12 are fine', '2026-12-30', '2027-01-02', []],
    [
      '2 nights from 30.12: the minimum, counted from the arrival date, and the departure day',
      '2026-12-30',
      '2027-01-01',
      [
        ['closed_to_departure', 'Выезд 01.01 закрыт'],
        ['min_stay', 'Минимальный срок проживания с 30.12 — 3\u00a0ночи'],
      ],
    ],
    ['arriving on a closed day', '2026-12-31', '2027-01-02', [['closed_to_arrival', 'Заезд 31.12 закрыт']]],
    [
      'a stay over a stop-sell night',
      '2027-01-02',
      '2027-01-05',
      [['stop_sell', 'Продажа на 03.01 закрыта']],
    ],
    ['a stop-sell on the departure date does not count', '2027-01-01', '2027-01-03', []],
    [
      'longer than the maximum from its arrival',
      '2027-01-04',
      '2027-01-12',
      [['max_stay', 'Максимальный срок проживания с 04.01 — 7\u00a0ночей']],
    ],
    ['a minimum set later in the stay does not bind it', '2026-12-29', '2026-12-31', []],
    [
      'a same-day (hourly) stay on a stop-sell date',
      '2027-01-03',
      '2027-01-03',
      [['stop_sell', 'Продажа на 03.01 закрыта']],
    ],
    ['a same-day stay has no length rule', '2026-12-30', '2026-12-30', []],
  ])('%s', (_, arrival, departure, refusals) => {
    expect(restrictionRefusals(arrival, departure, newYear).map((r) => [r.rule, r.message])).toEqual(
      refusals,
    );
  });

  it('names the date each rule is set on', () => {
    expect(restrictionRefusals('2026-12-30', '2027-01-01', newYear).map((r) => r.date)).toEqual([
      '2027-01-01',
      '2026-12-30',
    ]);
  });
});

describe('a derived plan keeps its parent’s restrictions and adds its own', () => {
  it.each<[string, DayRestriction | undefined, DayRestriction | undefined, DayRestriction | undefined]>([
    ['only the parent', { min_stay: 2 }, undefined, { min_stay: 2 }],
    ['only its own', undefined, { stop_sell: true }, { stop_sell: true }],
    [
      'the stricter of each',
      { min_stay: 2, max_stay: 14, closed_to_arrival: true },
      { min_stay: 3, max_stay: 10, closed_to_departure: true },
      { min_stay: 3, max_stay: 10, closed_to_arrival: true, closed_to_departure: true, stop_sell: false },
    ],
    [
      'a limit on one side only',
      { max_stay: 5 },
      { min_stay: 1 },
      { min_stay: 1, max_stay: 5, closed_to_arrival: false, closed_to_departure: false, stop_sell: false },
    ],
  ])('%s', (_, parent, own, merged) => {
    expect(strictest(parent, own)).toEqual(merged);
  });

  it.each<[string, RestrictionsByDate[], RestrictionsByDate]>([
    ['no plan restricted', [{}, {}], {}],
    ['the root alone', [{ '2026-07-05': { min_stay: 2 } }, {}], { '2026-07-05': { min_stay: 2 } }],
    [
      'the derived plan alone',
      [{}, { '2026-07-05': { stop_sell: true } }],
      { '2026-07-05': { stop_sell: true } },
    ],
    [
      'both on one date',
      [{ '2026-07-05': { min_stay: 2, max_stay: 9 } }, { '2026-07-05': { min_stay: 3 } }],
      {
        '2026-07-05': {
          min_stay: 3,
          max_stay: 9,
          closed_to_arrival: false,
          closed_to_departure: false,
          stop_sell: false,
        },
      },
    ],
  ])('a lineage with %s binds as merged', (_, levels, merged) => {
    expect(lineageRestrictions(levels)).toEqual(merged);
  });

  it('merges a lineage date by date', () => {
    const merged = lineageRestrictions([
      { '2026-07-05': { min_stay: 2 } },
      { '2026-07-06': { stop_sell: true } },
    ]);
    expect(restrictionRefusals('2026-07-05', '2026-07-07', merged).map((r) => r.rule)).toEqual(['stop_sell']);
    expect(restrictionRefusals('2026-07-05', '2026-07-06', merged).map((r) => r.message)).toEqual([
      'Минимальный срок проживания с 05.07 — 2\u00a0ночи',
    ]);
  });
});

describe('what a restriction may hold', () => {
  it.each<[DayRestriction, { field: string; message: string } | undefined]>([
    [{ min_stay: 2, max_stay: 7 }, undefined],
    [{ min_stay: 0 }, { field: 'min_stay', message: ratePlanMessages.stayRange }],
    [{ max_stay: 367 }, { field: 'max_stay', message: ratePlanMessages.stayRange }],
    [{ min_stay: 2.5 }, { field: 'min_stay', message: ratePlanMessages.stayRange }],
    [
      { min_stay: 5, max_stay: 3 },
      { field: 'max_stay', message: ratePlanMessages.maxBelowMin },
    ],
    [{ stop_sell: true }, undefined],
  ])('%o', (day, problem) => {
    expect(dayRestrictionProblem(day)).toEqual(problem);
  });
});
