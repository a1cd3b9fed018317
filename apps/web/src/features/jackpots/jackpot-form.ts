import { type Jackpot, type JackpotStatus, type SaveJackpot, SaveJackpotSchema } from '@bingo/contracts';
import { fieldErrors } from '@/lib/zod-errors';

export interface JackpotValues {
  shopId: string;
  /** '' while the input is empty. */
  bonusAmount: number | string;
  status: JackpotStatus;
}

export function initialJackpot(jackpot: Jackpot | null): JackpotValues {
  return jackpot
    ? { shopId: jackpot.shopId, bonusAmount: jackpot.bonusAmount, status: jackpot.status }
    : { shopId: '', bonusAmount: 0, status: 1 };
}

/**
 * The save body, or the spec's message per field ('Please select a shop', 'Bonus amount must be a
 * valid number'). The status goes only when the Admin set the switch away from `openedWith`, the
 * status the dialog opened with: without one an edit keeps the jackpot's current status, so a dialog
 * opened before another Admin's Deactivate cannot switch the jackpot back on by saving an amount.
 */
export function checkJackpot(values: JackpotValues, openedWith: JackpotStatus) {
  const parsed = SaveJackpotSchema.safeParse({
    shopId: values.shopId,
    bonusAmount: values.bonusAmount === '' ? undefined : Number(values.bonusAmount),
    ...(values.status === openedWith ? {} : { status: values.status }),
  });
  return parsed.success
    ? { ok: true as const, body: parsed.data satisfies SaveJackpot }
    : { ok: false as const, errors: fieldErrors(parsed.error) };
}
