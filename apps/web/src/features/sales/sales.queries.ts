import {
  DailySalesListSchema,
  SalesListSchema,
  type SalesQuery,
  type SalesSummaryQuery,
  SalesSummarySchema,
  UserSalesSummaryListSchema,
} from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const salesKeys = {
  all: ['sales'] as const,
  list: (range: SalesQuery) => [...salesKeys.all, 'list', range] as const,
  summary: (range: SalesSummaryQuery) => [...salesKeys.all, 'summary', range] as const,
  usersSummary: (range: SalesSummaryQuery) => [...salesKeys.all, 'users-summary', range] as const,
  daily: (range: SalesSummaryQuery) => [...salesKeys.all, 'daily', range] as const,
};

/** Every sales call is scoped by the server to the caller's subtree; ranges come from dayRange(). */
export const salesQueries = {
  list: (range: SalesQuery = {}) =>
    queryOptions({
      queryKey: salesKeys.list(range),
      queryFn: ({ signal }) => api.get('/SalesHistory', SalesListSchema, { query: { ...range }, signal }),
    }),
  summary: (range: SalesSummaryQuery = {}) =>
    queryOptions({
      queryKey: salesKeys.summary(range),
      queryFn: ({ signal }) =>
        api.get('/SalesHistory/summary', SalesSummarySchema, { query: { ...range }, signal }),
    }),
  usersSummary: (range: SalesSummaryQuery = {}) =>
    queryOptions({
      queryKey: salesKeys.usersSummary(range),
      queryFn: ({ signal }) =>
        api.get('/SalesHistory/users/summary', UserSalesSummaryListSchema, { query: { ...range }, signal }),
    }),
  daily: (range: SalesSummaryQuery = {}) =>
    queryOptions({
      queryKey: salesKeys.daily(range),
      queryFn: ({ signal }) =>
        api.get('/SalesHistory/daily', DailySalesListSchema, { query: { ...range }, signal }),
    }),
};
