import type { FieldValues } from 'react-hook-form';
import { moneyInputProps } from './moneyInputProps.ts';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

/**
 * A tenge amount ('15 000 ₸', two decimals at most) bound to react-hook-form; an emptied field is
 * undefined, which the schemas read as 'not set' rather than 0. Other suffixes (' %') come as props.
 */
export function MoneyField<T extends FieldValues, TOut>(props: NumberFieldProps<T, TOut>) {
  return <NumberField {...moneyInputProps} allowDecimal {...props} />;
}
