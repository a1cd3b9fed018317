import {
  CommissionRateListSchema,
  GameRecordSchema,
  MyGameSettingsSchema,
  MyJackpotSchema,
  PublicGameSchema,
} from '@bingo/contracts';
import { defaultRatePercent } from '@bingo/engine';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { GameRemote } from './games.api';

export const hallQueries = {
  /** The cashier's running game on the server, asked fresh each time a screen needs it. */
  currentGame: (remote: GameRemote) =>
    queryOptions({
      queryKey: ['games', 'current'],
      queryFn: ({ signal }) => remote.current(signal),
      staleTime: 0,
      retry: false,
    }),
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
  /** A game's full record, for its replay (staff in its scope). */
  record: (id: string) =>
    queryOptions({
      queryKey: ['games', 'record', id],
      queryFn: ({ signal }) => api.get(`/games/${id}`, GameRecordSchema, { signal }),
    }),
  /** An ended game as anyone may check it; a game not found or still running is an answer, not a retry. */
  publicGame: (id: string) =>
    queryOptions({
      queryKey: ['public-game', id],
      queryFn: ({ signal }) => api.get(`/public/games/${id}`, PublicGameSchema, { anonymous: true, signal }),
      retry: false,
    }),
};

/**
 * The rate a tier gives: the admin's rate when one is saved, else 10 × typeIndex (DESIGN 5.5); null
 * while the saved rates are not known (loading, or failed to load), as any of them may differ.
 */
export function rateForTier(
  rates: readonly { typeIndex: number; rate: number }[] | undefined,
  typeIndex: number,
): number | null {
  if (rates === undefined) return null;
  return rates.find((r) => r.typeIndex === typeIndex)?.rate ?? defaultRatePercent(typeIndex);
}
