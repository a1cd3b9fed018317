import { SaveCommissionRateSchema } from '@bingo/contracts';
import { fieldErrors } from '@/lib/zod-errors';

/** A number input's value: '' when empty. */
export type NumberField = number | string;

const asNumber = (value: NumberField) =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The spec's checks of the add and edit dialogs; an empty object when the values are good. */
export function commissionErrors(typeIndex: NumberField, rate: NumberField): Record<string, string> {
  const parsed = SaveCommissionRateSchema.safeParse({ typeIndex: asNumber(typeIndex), rate: asNumber(rate) });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** Games of a tier with no saved rate use 10 × typeIndex % (DESIGN 5.5). */
export function defaultRate(typeIndex: number): number {
  return 10 * typeIndex;
}
