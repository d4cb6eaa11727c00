import { Controller, useFormContext } from 'react-hook-form';
import { MoneyInput } from '../form/MoneyInput.tsx';

interface PriceCellProps {
  /** The cell's path in the surrounding form, e.g. 'rates.rows.base.mon'. */
  name: string;
  /** The accessible name, e.g. 'Основная цена (сутки), суббота'. */
  label: string;
  /** What an empty cell charges: '0', or another price it falls back to. */
  placeholder: string;
}

/**
 * One price of a price grid. A refused price only turns the cell red: the message is listed under the
 * table (PriceGridErrors), so the grid keeps its shape.
 */
export function PriceCell({ name, label, placeholder }: PriceCellProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          size="xs"
          miw={72}
          styles={{ input: { textAlign: 'right', paddingInlineStart: 6 } }}
          rightSectionWidth={18}
          aria-label={label}
          placeholder={placeholder}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error ? true : undefined}
        />
      )}
    />
  );
}
