import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { type MoneyInputValue, moneyInputText, moneyInputValue } from './moneyInputValue.ts';

export type { MoneyInputValue };

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: MoneyInputValue | null | undefined;
  onChange: (value: MoneyInputValue) => void;
  /** The unit at the field's right edge: '₸', or '%' for a percentage. */
  unit?: string;
}

/**
 * Every money field of the screens (payments, prices, rates, discounts, custom prices). It reads what
 * is typed, pasted, dictated or autofilled as a whole through parseTypedMoney, so '12345,67' arriving
 * in one input event is 12 345,67 and not 1 234 567 (a number input keeps only the separator it was
 * told about and drops the other one). While focused it shows the text as typed; off focus, the amount
 * in the one format ('12 345,67'). A minus is kept for the schema to refuse, never dropped. The unit
 * sits beside the text, not in it, so focusing changes nothing and a selection made on focus (Tab, a
 * triple click, a test's fill) is replaced as a whole.
 */
export function MoneyInput({ value, onChange, unit = '₸', onFocus, onBlur, ...props }: MoneyInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = moneyInputText(value);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        <Text span size={props.size === 'xs' ? 'xs' : 'sm'} c="dimmed">
          {unit}
        </Text>
      }
      rightSectionWidth={24}
      rightSectionPointerEvents="none"
      {...props}
      value={draft ?? text}
      onFocus={(event) => {
        setDraft(event.currentTarget.value);
        onFocus?.(event);
      }}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        onChange(moneyInputValue(event.currentTarget.value));
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
