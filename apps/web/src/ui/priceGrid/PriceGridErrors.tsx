import { Stack, Text } from '@mantine/core';
import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PriceGridRow } from './PriceGridTable.tsx';
import type { PriceKey } from './priceGridValues.ts';

interface PriceGridErrorsProps {
  /** The grid's paths in the form ('rates', 'rates.rows'): a message on one concerns the whole grid. */
  names: string[];
  rows: PriceGridRow[];
  keys: readonly PriceKey[];
}

/** The messages of refused prices of a PriceGridTable, each naming its cell ('Доп. взрослый, суббота: …'). */
export function PriceGridErrors({ names, rows, keys }: PriceGridErrorsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: names });
  const messageAt = (path: string) => (get(errors, path) as FieldError | undefined)?.message;
  const lines = rows.flatMap((row) =>
    keys.flatMap((key) => {
      const message = messageAt(`${row.name}.${key}`);
      if (!message) return [];
      return [
        `${t('priceGrid.cellLabel', { row: row.label, key: t(`priceGrid.keyFull.${key}`) })}: ${message}`,
      ];
    }),
  );
  const general = names.map(messageAt).find(Boolean);
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
