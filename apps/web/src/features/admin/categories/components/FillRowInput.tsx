import { NumberInput } from '@mantine/core';
import type { RateRowKind } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import type { MoneyInputValue, RateKey } from '../types/RatesFormValues.ts';
import { moneyInputProps } from '../utils/moneyInputProps.ts';

interface FillRowInputProps {
  kind: RateRowKind;
  keys: readonly RateKey[];
  label: string;
  placeholder: string;
}

/**
 * 'Заполнить строку': a price typed here goes into every cell of the row. It shows the row's price
 * while all the cells agree and stays empty once one of them differs (e.g. a dearer weekend).
 */
export function FillRowInput({ kind, keys, label, placeholder }: FillRowInputProps) {
  const { control, setValue } = useFormContext<CategoryFormValues>();
  const row = useWatch({ control, name: `rates.rows.${kind}` });
  const first = row[keys[0] ?? 'mon'];
  const common: MoneyInputValue = keys.every((key) => row[key] === first) ? first : '';
  return (
    <NumberInput
      {...moneyInputProps}
      size="xs"
      miw={88}
      // Dashed: it writes into the row's cells rather than holding a price of its own.
      styles={{ input: { textAlign: 'right', paddingInline: 6, borderStyle: 'dashed' } }}
      aria-label={label}
      placeholder={placeholder}
      value={common}
      onChange={(value) => {
        for (const key of keys) {
          setValue(`rates.rows.${kind}.${key}`, value, { shouldDirty: true, shouldValidate: true });
        }
      }}
    />
  );
}
