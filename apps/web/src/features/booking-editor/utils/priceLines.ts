import type { TFunction } from 'i18next';
import type { EditorPrice } from '../hooks/useEditorContext.ts';

export interface PriceLine {
  key: string;
  label: string;
  value: string | number;
  strong?: boolean;
  /** False for a count shown as is (the days); an amount otherwise. */
  money?: boolean;
  /** A part of the line above (a room of a stay with legs): indented, smaller, always shown. */
  sub?: boolean;
}

/**
 * A price line by line: `head` (a booking's stay, a group's accommodation), then what was ordered, the
 * total and the payments. Zero extras would only lengthen the list: a line shows when it is not zero, or
 * is the total, 'Оплачено' or the duty line, or is named in `always`. 'Оплачено' is what was kept
 * (payments − refunds), as the header counts it; the payments and refunds it comes from show only when
 * there was a refund (without one they are the same amount).
 */
export function priceLines(
  price: EditorPrice,
  head: readonly PriceLine[],
  always: readonly string[],
  t: TFunction,
): PriceLine[] {
  const all: PriceLine[] = [
    ...head,
    { key: 'meals', label: t('bookingEditor.price.meals'), value: price.food_total },
    { key: 'advance', label: t('bookingEditor.price.advanceMeals'), value: price.advance_booking },
    { key: 'services', label: t('bookingEditor.price.services'), value: price.services_total },
    { key: 'discount', label: t('bookingEditor.price.discount'), value: -Number(price.discount) },
    { key: 'total', label: t('bookingEditor.price.total'), value: price.total, strong: true },
    { key: 'paid', label: t('bookingEditor.price.paid'), value: price.paid_amount },
    { key: 'returned', label: t('bookingEditor.price.returned'), value: price.return_amount },
    { key: 'withheld', label: t('bookingEditor.price.withheld'), value: price.withheld },
    { key: 'duty', label: t('bookingEditor.price.duty'), value: price.duty, strong: true },
  ];
  const shown = new Set([...always, 'total', 'withheld', 'duty']);
  const hidden = Number(price.return_amount) === 0 ? new Set(['paid']) : new Set<string>();
  return all.filter((l) => !hidden.has(l.key) && (l.sub || shown.has(l.key) || Number(l.value) !== 0));
}
