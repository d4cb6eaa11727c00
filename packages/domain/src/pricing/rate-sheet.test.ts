import { describe, expect, it } from 'vitest';
import {
  readSheetDate,
  readSheetMark,
  readSheetPrice,
  readSheetStays,
  type SheetValue,
  sheetCellName,
  sheetLineOf,
} from './rate-sheet.ts';

describe('the grid workbook: a price cell', () => {
  it.each<[string, SheetValue, ReturnType<typeof readSheetPrice>]>([
    ['a number', 45000, { ok: true, value: 4_500_000 }],
    ['kopecks (tiyn)', 45000.5, { ok: true, value: 4_500_050 }],
    ['typed with spaces and a comma', '45 000,50', { ok: true, value: 4_500_050 }],
    ['with the tenge sign', '45 000 ₸', { ok: true, value: 4_500_000 }],
    ['a formula keeps its result', { result: 40500 }, { ok: true, value: 4_050_000 }],
    ['empty: back to the scheme', null, { ok: true, value: null }],
    ['blank text', '  ', { ok: true, value: null }],
    ['zero is a price', 0, { ok: true, value: 0 }],
    ['words', 'сорок тысяч', { ok: false, problem: 'not_number' }],
    ['negative', -100, { ok: false, problem: 'negative' }],
    ['negative text', '-100', { ok: false, problem: 'negative' }],
    ['three decimals', 10.125, { ok: false, problem: 'too_precise' }],
    ['a mark', true, { ok: false, problem: 'not_number' }],
  ])('%s', (_name, value, expected) => {
    expect(readSheetPrice(value)).toEqual(expected);
  });
});

describe('the grid workbook: stay limits and marks', () => {
  it.each<[SheetValue, number | null | undefined]>([
    [3, 3],
    ['3', 3],
    [null, null],
    ['', null],
    [0, undefined],
    [367, undefined],
    [2.5, undefined],
    ['три', undefined],
  ])('stays %s → %s', (value, expected) => {
    expect(readSheetStays(value)).toBe(expected);
  });

  it.each<[SheetValue, boolean | undefined]>([
    ['да', true],
    ['Да', true],
    ['x', true],
    ['+', true],
    [1, true],
    [true, true],
    [null, false],
    ['', false],
    ['нет', false],
    [0, false],
    ['может быть', undefined],
  ])('mark %s → %s', (value, expected) => {
    expect(readSheetMark(value)).toBe(expected);
  });
});

describe('the grid workbook: header dates, line labels, cell names', () => {
  it.each<[SheetValue, string | null]>([
    ['30.12.2026', '2026-12-30'],
    ['ср 30.12.2026', '2026-12-30'],
    [new Date(Date.UTC(2026, 11, 30)), '2026-12-30'],
    ['31.02.2026', null],
    ['2026-12-30', null],
    [45000, null],
  ])('date %s → %s', (value, expected) => {
    expect(readSheetDate(value)).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['Цена', 'price'],
    [' мин.  ночей ', 'min_stay'],
    ['Стоп-продажа', 'stop_sell'],
    ['Закрыт заезд', 'closed_to_arrival'],
    ['Цена за ночь', null],
  ])('line %s → %s', (label, expected) => {
    expect(sheetLineOf(label)).toBe(expected);
  });

  it.each<[number, number, string]>([
    [1, 1, 'A1'],
    [5, 3, 'C5'],
    [2, 26, 'Z2'],
    [3, 27, 'AA3'],
    [9, 63, 'BK9'],
  ])('row %i column %i is %s', (row, column, name) => {
    expect(sheetCellName(row, column)).toBe(name);
  });
});
