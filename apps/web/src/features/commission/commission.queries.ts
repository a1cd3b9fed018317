import { CommissionRateListSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const commissionKeys = {
  all: ['commission'] as const,
  list: () => [...commissionKeys.all, 'list'] as const,
};

/** Everyone may read the rates; only an Admin changes them. */
export const commissionQueries = {
  list: () =>
    queryOptions({
      queryKey: commissionKeys.list(),
      queryFn: ({ signal }) => api.get('/commission', CommissionRateListSchema, { signal }),
    }),
};
