import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryRatesView } from '../../../../api/types.ts';
import { baseRateRange } from '../utils/baseRateRange.ts';
import { formatTenge } from '../utils/formatTenge.ts';

/** The list's 'Цена за сутки': the base price, or its range when days or months differ ('20 000 – 24 000 ₸'). */
export function BasePriceCell({ rates }: { rates: CategoryRatesView | undefined }) {
  const { t } = useTranslation();
  const range = baseRateRange(rates);
  if (!range) {
    return (
      <Text span size="sm" c="dimmed">
        {t('categories.noPrices')}
      </Text>
    );
  }
  const text =
    range.min === range.max
      ? t('categories.priceOne', { price: formatTenge(range.min) })
      : t('categories.priceRange', { min: formatTenge(range.min), max: formatTenge(range.max) });
  return (
    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}
