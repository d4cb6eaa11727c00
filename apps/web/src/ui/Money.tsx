import { Text, type TextProps } from '@mantine/core';
import { formatMoney } from './formatMoney.ts';

interface MoneyProps extends TextProps {
  /** Amount in tenge. */
  value: number;
}

/** An amount in tenge, never wrapped across lines. */
export function Money({ value, ...props }: MoneyProps) {
  return (
    <Text span inherit style={{ whiteSpace: 'nowrap' }} {...props}>
      {formatMoney(value)}
    </Text>
  );
}
