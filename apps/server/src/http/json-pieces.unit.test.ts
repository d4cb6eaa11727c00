import { describe, expect, it } from 'vitest';
import { jsonWithList } from './json-pieces.ts';

const row = (i: number) => ({
  rate_plan: i,
  price: Array.from({ length: 60 }, (_, d) => (d % 7 === 0 ? null : `${40000 + i * 10 + d}.00`)),
  stop_sell: Array.from({ length: 60 }, (_, d) => d % 5 === 0),
});

describe('jsonWithList: an answer written item by item is what JSON.stringify writes', () => {
  it.each([
    ['no head', { rows: [row(1), row(2)] }],
    ['an empty list', { dates: ['2026-12-30'], rows: [] }],
    [
      'Cyrillic, quotes, escapes and emoji before hundreds of pieces',
      {
        dates: ['2026-12-30', '2026-12-31'],
        plans: [{ name: 'Невозвратный «−10 %»', policy: 'Line\nbreak "quoted" \\ tab\t 🎄' }],
        rows: Array.from({ length: 700 }, (_, i) => row(i)),
      },
    ],
  ] as const)('%s', (_, answer) => {
    expect(
      jsonWithList(answer as { rows: readonly unknown[] }, 'rows').equals(
        Buffer.from(JSON.stringify(answer)),
      ),
    ).toBe(true);
  });
});
