import { describe, expect, it } from 'vitest';
import { tariffLabel } from './tariffLabel.ts';

describe('tariffLabel', () => {
  it.each([
    ['Шведский стол', 'Завтрак', 'Шведский стол (Завтрак)'],
    ['Завтрак «Шведский стол»', 'Завтрак', 'Завтрак «Шведский стол»'],
    ['Трехразовое питание', 'Трехразовое питание', 'Трехразовое питание'],
    ['Ужин', 'Ужин', 'Ужин'],
    ['Поздний ужин', 'Ужин', 'Поздний ужин'],
    ['Комплексный', 'Обед', 'Комплексный (Обед)'],
  ])('%s, %s → %s', (name, meal, expected) => {
    expect(tariffLabel(name, meal)).toBe(expected);
  });
});
