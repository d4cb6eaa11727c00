import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes.ts';

const same = (value: unknown) =>
  expect(jsonBytes(value).equals(Buffer.from(JSON.stringify(value)))).toBe(true);

describe('jsonBytes', () => {
  it('writes the same bytes as JSON.stringify for an answer made of objects and arrays', () => {
    same({
      start: '2026-12-01',
      days: [{ date: '2026-12-01', sold: 2, revenue: '40000.00' }],
      categories: [
        { id: 1, name: 'Стандарт «люкс» \u2028 😀', days: [{ a: 1 }, { b: [1, 2] }] },
        { id: 2, name: 'A "quoted" \\ name', days: [] },
      ],
      totals: { available: 0, occupancy: 23.4 },
    });
  });

  it('leaves out what JSON.stringify leaves out, and writes null where it does', () => {
    same({ a: undefined, b: () => 1, c: [undefined, () => 1, null, Number.NaN], d: 'x' });
    same({ only: undefined });
    same({});
    same({ list: [], empty: {} });
  });

  it('writes anything but a plain object in one piece', () => {
    for (const v of [null, 1, 'текст', [1, 'два', { c: 3 }], { toJSON: () => ({ x: 1 }) }]) same(v);
    same({ when: new Date(0), list: Object.assign([1, 2], { toJSON: () => 'list' }) });
  });
});
