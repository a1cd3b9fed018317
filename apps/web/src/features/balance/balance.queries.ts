import {
  BalanceOverviewSchema,
  BalanceSchema,
  TransactionListSchema,
  type TransactionsQuery,
} from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const balanceKeys = {
  all: ['balance'] as const,
  mine: () => [...balanceKeys.all, 'me'] as const,
  ofUser: (userId: string) => [...balanceKeys.all, 'user', userId] as const,
  transactions: (filters: TransactionsQuery) => [...balanceKeys.all, 'transactions', filters] as const,
  overview: () => [...balanceKeys.all, 'overview'] as const,
};

export const balanceQueries = {
  /** The caller's own balance (header chip, dashboards). */
  mine: () =>
    queryOptions({
      queryKey: balanceKeys.mine(),
      queryFn: ({ signal }) => api.get('/Balance', BalanceSchema, { signal }),
    }),
  /** A user in the caller's subtree. */
  ofUser: (userId: string) =>
    queryOptions({
      queryKey: balanceKeys.ofUser(userId),
      queryFn: ({ signal }) => api.get('/Balance', BalanceSchema, { query: { userId }, signal }),
    }),
  /** Movements of the caller's account (all movements for Admin), newest first. */
  transactions: (filters: TransactionsQuery = {}) =>
    queryOptions({
      queryKey: balanceKeys.transactions(filters),
      queryFn: ({ signal }) =>
        api.get('/Balance/transactions', TransactionListSchema, { query: { ...filters }, signal }),
    }),
  /** Admin: every user with balance and type, and the system total. */
  overview: () =>
    queryOptions({
      queryKey: balanceKeys.overview(),
      queryFn: ({ signal }) => api.get('/Balance/overview', BalanceOverviewSchema, { signal }),
    }),
};
