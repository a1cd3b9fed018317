import { NumberInput, type NumberInputProps } from '@mantine/core';

/** What is typed is kept as typed: the separators, the sign and the clamping are not set per field. */
export type WholeNumberInputProps = Omit<
  NumberInputProps,
  | 'allowDecimal'
  | 'allowedDecimalSeparators'
  | 'allowNegative'
  | 'clampBehavior'
  | 'decimalScale'
  | 'decimalSeparator'
  | 'thousandSeparator'
  | 'trimLeadingZeroesOnBlur'
>;

/**
 * A count or a card number as a person types it, for the form's own check (`wholeNumberValue` with
 * `isCardId` or the schema) to accept or refuse with its message. Mantine's `allowDecimal={false}`
 * throws the separator keystroke away, so "1,5" (cards 1 and 5) became card 15 and "7.0" became 70;
 * here the point or comma stays ("1,5" reads 1.5) and so does a minus. No clamping: a min or max would
 * turn a typed 0 or 151 into another number as the field is left, and no trimming on blur, which
 * would turn "7.0" into 7.
 */
export function WholeNumberInput(props: WholeNumberInputProps) {
  return (
    <NumberInput
      {...props}
      decimalSeparator="."
      allowedDecimalSeparators={['.', ',']}
      allowNegative
      clampBehavior="none"
      trimLeadingZeroesOnBlur={false}
    />
  );
}
