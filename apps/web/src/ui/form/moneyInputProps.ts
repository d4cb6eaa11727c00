import type { NumberInputProps } from '@mantine/core';

/** A tenge amount typed by staff: '15 000 ₸', no negatives, at most two decimals after a comma. */
export const moneyInputProps = {
  thousandSeparator: ' ',
  decimalSeparator: ',',
  decimalScale: 2,
  allowNegative: false,
  hideControls: true,
  suffix: ' ₸',
} satisfies Partial<NumberInputProps>;
