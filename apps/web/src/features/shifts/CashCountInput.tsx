import { MoneyInput, type MoneyInputProps } from '@/components/MoneyInput';

/** The cash a cashier counted in the drawer, in birr to the santim; required, never negative. */
export function CashCountInput(props: MoneyInputProps) {
  return <MoneyInput min={0} step={0.01} withAsterisk {...props} />;
}
