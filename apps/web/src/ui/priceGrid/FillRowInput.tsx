import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyInput, type MoneyInputValue } from '../form/MoneyInput.tsx';

interface FillRowInputProps {
  /** The row's path in the surrounding form, e.g. 'rates.rows.base'. */
  rowName: string;
  keys: readonly string[];
  label: string;
  placeholder: string;
}

/**
 * 'Заполнить строку': a price typed here goes into every cell of the row. It shows the row's price
 * while all the cells agree and stays empty once one of them differs (e.g. a dearer weekend).
 */
export function FillRowInput({ rowName, keys, label, placeholder }: FillRowInputProps) {
  const { control, setValue } = useFormContext();
  const row = (useWatch({ control, name: rowName }) ?? {}) as Record<string, MoneyInputValue>;
  const first = row[keys[0] ?? ''];
  const common: MoneyInputValue = first !== undefined && keys.every((key) => row[key] === first) ? first : '';
  return (
    <MoneyInput
      size="xs"
      miw={88}
      // Dashed: it writes into the row's cells rather than holding a price of its own.
      styles={{ input: { textAlign: 'right', paddingInlineStart: 6, borderStyle: 'dashed' } }}
      rightSectionWidth={18}
      aria-label={label}
      placeholder={placeholder}
      value={common}
      onChange={(value) => {
        for (const key of keys) {
          setValue(`${rowName}.${key}`, value, { shouldDirty: true, shouldValidate: true });
        }
      }}
    />
  );
}
