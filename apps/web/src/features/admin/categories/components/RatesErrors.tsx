import { Stack, Text } from '@mantine/core';
import { type PriceType, rateRowKinds } from '@pms/domain';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import { rateKeysOf } from '../utils/rateKeysOf.ts';

/** The messages of refused prices, each naming its cell ('Доп. взрослый, суббота: …'). */
export function RatesErrors({ priceType }: { priceType: PriceType }) {
  const { t } = useTranslation();
  const { control } = useFormContext<CategoryFormValues>();
  const { errors } = useFormState({ control, name: 'rates' });
  const rows = errors.rates?.rows;
  const lines = rateRowKinds.flatMap((kind) =>
    rateKeysOf(priceType).flatMap((key) => {
      const message = rows?.[kind]?.[key]?.message;
      if (!message) return [];
      const cell = t('categories.rates.cellLabel', {
        row: t(`categories.rates.rows.${kind}`),
        key: t(`categories.rates.keyFull.${key}`),
      });
      return [`${cell}: ${message}`];
    }),
  );
  const general = errors.rates?.message ?? errors.rates?.rows?.message;
  if (general) lines.unshift(general);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} role="alert">
      {lines.map((line) => (
        <Text key={line} size="xs" c="red">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
