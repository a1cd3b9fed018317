import { Text, type TextProps } from '@mantine/core';
import { formatBirr } from '../lib/format';

interface MoneyProps extends TextProps {
  /** Birr as it comes from the API. */
  value: number;
  /** Shows a leading + or - (transaction tables); colour follows with `colored`. */
  sign?: '+' | '-';
  colored?: boolean;
}

export function Money({ value, sign, colored, ...textProps }: MoneyProps) {
  const color = colored && sign ? (sign === '+' ? 'green.8' : 'red.8') : undefined;
  const text = sign ? `${sign}${formatBirr(Math.abs(value))}` : formatBirr(value);
  return (
    <Text component="span" inherit c={color} fw={colored ? 600 : undefined} {...textProps}>
      {text}
    </Text>
  );
}
