import { JackpotListSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const jackpotKeys = {
  all: ['jackpots'] as const,
  list: () => [...jackpotKeys.all, 'list'] as const,
};

/** Jackpots of the shops in the caller's scope (the cashier's banner reads /jackpot/my). */
export const jackpotQueries = {
  list: () =>
    queryOptions({
      queryKey: jackpotKeys.list(),
      queryFn: ({ signal }) => api.get('/jackpot', JackpotListSchema, { signal }),
    }),
};
