import { NumberInput, type NumberInputProps } from '@mantine/core';

/** The separators are the rule of this input and cannot be set per field. */
export type MoneyInputProps = Omit<
  NumberInputProps,
  'thousandSeparator' | 'decimalSeparator' | 'allowedDecimalSeparators' | 'decimalScale' | 'allowDecimal'
>;

/**
 * Birr as a person types it: `1,234.50`, to the santim. The comma only groups thousands and the
 * point alone marks the santim (DESIGN.md §3). Mantine's NumberInput takes a comma as a decimal
 * point too by default, so "1,000" would become 1.00 and move a thousandth of the money meant.
 * No clamping by default: a min would turn a typed 0 into the min on blur, a sum nobody asked for,
 * where the form should refuse the 0 instead.
 */
export function MoneyInput(props: MoneyInputProps) {
  return (
    <NumberInput
      clampBehavior="none"
      {...props}
      thousandSeparator=","
      decimalSeparator="."
      allowedDecimalSeparators={['.']}
      decimalScale={2}
    />
  );
}
