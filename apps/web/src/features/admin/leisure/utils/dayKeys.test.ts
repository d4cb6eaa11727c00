import { leisureMonths, leisureWeekdays } from '@pms/domain';
import { describe, expect, it } from 'vitest';
import { inKeyOrder, keyRuns, summarizeKeys } from './dayKeys.ts';

const short: Record<string, string> = {
  mon: 'Пн',
  tue: 'Вт',
  wed: 'Ср',
  thu: 'Чт',
  fri: 'Пт',
  sat: 'Сб',
  san: 'Вс',
  jan: 'Янв',
  feb: 'Фев',
  jun: 'Июн',
  jul: 'Июл',
  aug: 'Авг',
  okt: 'Окт',
  dec: 'Дек',
};
const label = (key: string) => short[key] ?? key;

describe('weekday and month keys', () => {
  it('keeps chips clicked in any order in the calendar order, once each, with Sunday san and October okt', () => {
    expect(inKeyOrder(leisureWeekdays, ['san', 'mon', 'fri', 'mon'])).toEqual(['mon', 'fri', 'san']);
    expect(inKeyOrder(leisureMonths, ['dec', 'okt', 'jan'])).toEqual(['jan', 'okt', 'dec']);
    // 'sun' and 'oct' are not the specification's keys.
    expect(inKeyOrder(leisureWeekdays, ['sun', 'tue'])).toEqual(['tue']);
    expect(inKeyOrder(leisureMonths, ['oct'])).toEqual([]);
  });

  it('groups neighbours into runs, going round the end of the year when asked', () => {
    expect(keyRuns(leisureWeekdays, ['mon', 'tue', 'wed', 'fri'])).toEqual([['mon', 'tue', 'wed'], ['fri']]);
    expect(keyRuns(leisureWeekdays, ['sat', 'mon', 'san'])).toEqual([['mon'], ['sat', 'san']]);
    expect(keyRuns(leisureMonths, ['jan', 'feb', 'dec'], true)).toEqual([['dec', 'jan', 'feb']]);
    expect(keyRuns(leisureWeekdays, [])).toEqual([]);
    expect(keyRuns(leisureWeekdays, [...leisureWeekdays])).toEqual([[...leisureWeekdays]]);
  });

  it.each([
    [leisureWeekdays, [...leisureWeekdays], false, null],
    [leisureWeekdays, ['mon', 'tue', 'wed', 'thu', 'fri'], false, 'Пн–Пт'],
    [leisureWeekdays, ['sat', 'san'], false, 'Сб, Вс'],
    [leisureWeekdays, ['mon', 'wed', 'fri', 'sat', 'san'], false, 'Пн, Ср, Пт–Вс'],
    [leisureMonths, ['dec', 'jan', 'feb'], true, 'Дек–Фев'],
    [leisureMonths, ['jun', 'jul', 'aug', 'okt'], true, 'Июн–Авг, Окт'],
    [leisureMonths, [...leisureMonths], true, null],
  ] as const)('reads %j chosen as %j', (keys, selected, wrap, text) => {
    expect(summarizeKeys(keys, selected, label, wrap)).toBe(text);
  });
});
