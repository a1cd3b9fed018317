import { type SaveCommissionRate, SaveCommissionRateSchema } from '@bingo/contracts';
import { type NumberField, numberFieldValue, wholeNumberValue } from '@/lib/number-field';
import { fieldErrors } from '@/lib/zod-errors';

/**
 * The save body as the spec's checks of the add and edit dialogs read it, or their message per field.
 * The body carries the numbers read here: the rate box still holds the text "12.50" or "20." until it
 * is left, and Enter saves before that.
 */
export function checkCommission(
  typeIndex: NumberField,
  rate: NumberField,
): { ok: true; body: SaveCommissionRate } | { ok: false; errors: Record<string, string> } {
  const parsed = SaveCommissionRateSchema.safeParse({
    typeIndex: wholeNumberValue(typeIndex),
    rate: numberFieldValue(rate),
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
