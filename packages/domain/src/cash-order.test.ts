import { describe, expect, it } from 'vitest';
import { cashOrderRefusal, hasCashOrder } from './catalogue-schemas.ts';

describe('hasCashOrder', () => {
  it.each([
    ['cash', true],
    ['card', false],
    ['transfer', false],
    ['online', false],
    [null, false],
  ])('%s → %s', (kind, expected) => {
    expect(hasCashOrder(kind)).toBe(expected);
  });
});

describe('cashOrderRefusal', () => {
  it.each([
    [{ kind: 'cash', name: 'Наличные' }, null],
    [
      { kind: 'card', name: 'Kaspi POS' },
      'КО-1 и КО-2 печатаются только для оплаты наличными; этот платёж — «Kaspi POS»',
    ],
    [
      { kind: 'transfer', name: 'Перевод' },
      'КО-1 и КО-2 печатаются только для оплаты наличными; этот платёж — «Перевод»',
    ],
    [
      { kind: 'online', name: 'Kaspi QR' },
      'КО-1 и КО-2 печатаются только для оплаты наличными; этот платёж — «Kaspi QR»',
    ],
    [null, 'КО-1 и КО-2 печатаются только для оплаты наличными; у этого платежа не указан способ оплаты'],
  ])('%o → %s', (method, refusal) => {
    expect(cashOrderRefusal(method)).toBe(refusal);
  });
});
