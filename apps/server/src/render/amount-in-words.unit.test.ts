import { describe, expect, it } from 'vitest';
import { amountInFigures, amountInWords } from './amount-in-words.ts';

describe('amount in words', () => {
  it.each([
    [125000, 'Сто двадцать пять тысяч тенге 00 тиын'],
    ['15000.00', 'Пятнадцать тысяч тенге 00 тиын'],
    ['1.01', 'Один тенге 01 тиын'],
    ['2.02', 'Два тенге 02 тиын'],
    ['5.05', 'Пять тенге 05 тиын'],
    ['21.21', 'Двадцать один тенге 21 тиын'],
    ['0', 'Ноль тенге 00 тиын'],
    ['0.5', 'Ноль тенге 50 тиын'],
    [1_000_000.99, 'Один миллион тенге 99 тиын'],
    ['2022000.10', 'Два миллиона двадцать две тысячи тенге 10 тиын'],
    [0.1 + 0.2, 'Ноль тенге 30 тиын'],
  ])('%s → %s', (amount, words) => expect(amountInWords(amount)).toBe(words));
});

describe('amount in figures', () => {
  it.each([
    ['15000.00', '15 000,00'],
    [125000.5, '125 000,50'],
    ['0', '0,00'],
  ])('%s → %s', (amount, figures) => expect(amountInFigures(amount).replace(/\s/g, ' ')).toBe(figures));
});
