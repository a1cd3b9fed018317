import { SaveCommissionRateSchema } from '@bingo/contracts';
import { type NumberField, numberFieldValue } from '@/lib/number-field';
import { fieldErrors } from '@/lib/zod-errors';

/** The spec's checks of the add and edit dialogs; an empty object when the values are good. */
export function commissionErrors(typeIndex: NumberField, rate: NumberField): Record<string, string> {
  const parsed = SaveCommissionRateSchema.safeParse({
    typeIndex: numberFieldValue(typeIndex),
    rate: numberFieldValue(rate),
  });
  return parsed.success ? {} : fieldErrors(parsed.error);
}
