import { Alert, Text } from '@mantine/core';
import { formatMoney, formatTenge, legCharges, type PriceResult, type StayLegView } from '@pms/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { legTitle } from '../utils/legText.ts';
import { type PriceLine, priceLines } from '../utils/priceLines.ts';
import { PriceLines } from './PriceLines.tsx';

/**
 * A stay lived in more than one room (issue 28, item 3): the room price of each, from the nights the
 * price gives each leg, under 'Проживание': '101 · Стандарт: 1 сут. × 20 000 ₸'.
 */
function legLines(price: PriceResult, legs: readonly StayLegView[], t: TFunction): PriceLine[] {
  if (legs.length === 0 || price.hours !== undefined) return [];
  return legCharges(legs.length, price.nights).map((charge, i) => {
    const room = legTitle(legs[i]!);
    const label =
      charge.perNight === null
        ? t('bookingEditor.legs.nightsMixed', { room, count: charge.nights })
        : t('bookingEditor.legs.nights', {
            room,
            count: charge.nights,
            price: formatTenge(charge.perNight / 100),
          });
    return { key: `leg-${i}`, label, value: formatMoney(charge.amount), sub: true };
  });
}

function lines(price: PriceResult, legs: readonly StayLegView[], t: TFunction): PriceLine[] {
  const stay: PriceLine[] = [
    price.hours === undefined
      ? { key: 'days', label: t('bookingEditor.price.days'), value: price.days, money: false }
      : { key: 'days', label: t('bookingEditor.price.hours'), value: price.hours, money: false },
    { key: 'price', label: t('bookingEditor.price.price'), value: price.price },
    ...legLines(price, legs, t),
    { key: 'early', label: t('bookingEditor.price.early'), value: price.early_check_in },
    { key: 'late', label: t('bookingEditor.price.late'), value: price.late_check_out },
    { key: 'adults', label: t('bookingEditor.price.extraAdults'), value: price.adult_price },
    { key: 'children', label: t('bookingEditor.price.extraChildren'), value: price.child_price },
    {
      key: 'without-place',
      label: t('bookingEditor.price.childWithoutPlace'),
      value: price.child_without_place,
    },
  ];
  return priceLines(price, stay, ['days', 'price'], t);
}

/** The price of the current state, line by line (section 3: price calculation result). */
export function PriceSummary() {
  const { t } = useTranslation();
  const { price: shown, priceError, detail } = useEditorContext();
  // A group's price has its own summary (GroupPriceSummary).
  const price = shown && !('items' in shown) ? shown : null;
  return (
    <div>
      {priceError && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {priceError}
        </Alert>
      )}
      {price ? (
        <PriceLines lines={lines(price, detail.legs, t)} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.price.notCalculated')}
        </Text>
      )}
    </div>
  );
}
