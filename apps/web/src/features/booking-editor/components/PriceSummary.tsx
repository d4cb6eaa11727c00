import { Alert, Text } from '@mantine/core';
import type { PriceResult } from '@pms/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { type PriceLine, priceLines } from '../utils/priceLines.ts';
import { PriceLines } from './PriceLines.tsx';

function lines(price: PriceResult, t: TFunction): PriceLine[] {
  const stay: PriceLine[] = [
    price.hours === undefined
      ? { key: 'days', label: t('bookingEditor.price.days'), value: price.days, money: false }
      : { key: 'days', label: t('bookingEditor.price.hours'), value: price.hours, money: false },
    { key: 'price', label: t('bookingEditor.price.price'), value: price.price },
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
  const { price: shown, priceError } = useEditorContext();
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
        <PriceLines lines={lines(price, t)} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.price.notCalculated')}
        </Text>
      )}
    </div>
  );
}
