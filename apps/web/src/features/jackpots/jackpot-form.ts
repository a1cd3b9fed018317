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

/** The save body, or the spec's message per field ('Please select a shop', 'Bonus amount must be a valid number'). */
export function checkJackpot(values: JackpotValues) {
  const parsed = SaveJackpotSchema.safeParse({
    shopId: values.shopId,
    bonusAmount: values.bonusAmount === '' ? undefined : Number(values.bonusAmount),
    status: values.status,
  });
  return parsed.success
    ? { ok: true as const, body: parsed.data satisfies SaveJackpot }
    : { ok: false as const, errors: fieldErrors(parsed.error) };
}
