import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ru } from '../../../i18n/ru.ts';
import type { EditorPrice } from '../hooks/useEditorContext.ts';
import { priceLines } from './priceLines.ts';

const t = ((key: string) => key) as unknown as TFunction;
const price = (over: Partial<EditorPrice>) =>
  ({
    food_total: '0.00',
    advance_booking: '0.00',
    services_total: '0.00',
    discount: '0.00',
    total: '25000.00',
    paid_amount: '0.00',
    return_amount: '0.00',
    withheld: '0.00',
    duty: '25000.00',
    ...over,
  }) as EditorPrice;
const keys = (p: EditorPrice, always: string[] = []) => priceLines(p, [], always, t).map((l) => l.key);

describe('priceLines', () => {
  it.each([
    [{}, [], ['total', 'withheld', 'duty']],
    [{ food_total: '5000.00', discount: '1000.00' }, [], ['meals', 'discount', 'total', 'withheld', 'duty']],
    [
      { paid_amount: '30000.00', return_amount: '5000.00', withheld: '25000.00', duty: '0.00' },
      [],
      ['total', 'paid', 'returned', 'withheld', 'duty'],
    ],
    [{ paid_amount: '25000.00', withheld: '25000.00' }, [], ['total', 'withheld', 'duty']],
    [{}, ['services'], ['services', 'total', 'withheld', 'duty']],
  ])('%j (always %j) shows %j', (over, always, expected) => {
    expect(keys(price(over), always)).toEqual(expected);
  });

  it('shows a discount as a negative amount', () => {
    const line = priceLines(price({ discount: '4400.00' }), [], [], t).find((l) => l.key === 'discount');
    expect(line?.value).toBe(-4400);
  });

  // Issue 10, defect 9: step 5 and the header named different amounts 'Оплачено'. Each name now says
  // what it counts: 'Оплачено' is what was kept (payments − refunds) in the header and in step 5 alike,
  // and the payments before refunds, shown only beside a refund, have a name of their own.
  it("names 'Оплачено' the same amount as the header: payments less refunds", () => {
    const refunded = price({ paid_amount: '30000.00', return_amount: '5000.00', withheld: '25000.00' });
    const lines = priceLines(refunded, [], [], t);
    expect(lines.find((l) => l.key === 'withheld')?.value).toBe(refunded.withheld);
    expect(ru.bookingEditor.price.withheld).toBe(ru.bookingEditor.strip.paid);
    expect(ru.bookingEditor.price.paid).not.toBe(ru.bookingEditor.strip.paid);
  });
});
