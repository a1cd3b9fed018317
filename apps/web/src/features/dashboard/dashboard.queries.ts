import { DashboardStatsSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const dashboardKeys = {
  stats: ['dashboard', 'stats'] as const,
};

export const dashboardQueries = {
  /** Counts of shops and users in the caller's part of the network. */
  stats: () =>
    queryOptions({
      queryKey: dashboardKeys.stats,
      queryFn: ({ signal }) => api.get('/dashboard/stats', DashboardStatsSchema, { signal }),
    }),
};
