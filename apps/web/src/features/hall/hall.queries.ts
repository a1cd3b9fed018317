import { CommissionRateListSchema, MyGameSettingsSchema, MyJackpotSchema } from '@bingo/contracts';
import { defaultRatePercent } from '@bingo/engine';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const hallQueries = {
  /** The cashier's shop: card limits, default and minimum bet, late-claim rule. */
  gameSettings: () =>
    queryOptions({
      queryKey: ['game-settings', 'my'],
      queryFn: ({ signal }) => api.get('/game-settings/my', MyGameSettingsSchema, { signal }),
    }),
  /** The shop's active jackpot, or 0 with 'Jackpot Coming Soon'. */
  jackpot: () =>
    queryOptions({
      queryKey: ['jackpot', 'my'],
      queryFn: ({ signal }) => api.get('/jackpot/my', MyJackpotSchema, { signal }),
    }),
  commissionRates: () =>
    queryOptions({
      queryKey: ['commission'],
      queryFn: ({ signal }) => api.get('/commission', CommissionRateListSchema, { signal }),
      select: (list) => list.items,
    }),
};

/** The rate a tier gives: the admin's rate when one is saved, else 10 × typeIndex (DESIGN 5.5). */
export function rateForTier(
  rates: readonly { typeIndex: number; rate: number }[] | undefined,
  typeIndex: number,
) {
  return rates?.find((r) => r.typeIndex === typeIndex)?.rate ?? defaultRatePercent(typeIndex);
}
