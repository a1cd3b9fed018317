import { NumberInput, type NumberInputProps } from '@mantine/core';

/** The cash a cashier counted in the drawer, in birr to the santim; required, never negative. */
export function CashCountInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      step={0.01}
      decimalScale={2}
      thousandSeparator=","
      clampBehavior="none"
      withAsterisk
      {...props}
    />
  );
}
