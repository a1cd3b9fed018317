import { type Shop, ShopListSchema, ShopSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const shopKeys = {
  all: ['shops'] as const,
  list: () => [...shopKeys.all, 'list'] as const,
  available: () => [...shopKeys.all, 'available'] as const,
  detail: (id: string) => [...shopKeys.all, 'detail', id] as const,
};

/** Shops in the caller's part of the network (soft-deleted shops never appear). */
export const shopQueries = {
  list: () =>
    queryOptions({
      queryKey: shopKeys.list(),
      queryFn: ({ signal }) => api.get('/Shop', ShopListSchema, { signal }),
    }),
  /** Shops with no active cashier, for the Add Cashier and Assign Shop forms. */
  available: () =>
    queryOptions({
      queryKey: shopKeys.available(),
      queryFn: ({ signal }) => api.get('/Shop/available', ShopListSchema, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: shopKeys.detail(id),
      queryFn: ({ signal }) => api.get(`/Shop/${id}`, ShopSchema, { signal }),
    }),
};

/**
 * Whether someone is at work in the shop's seat. A deactivated cashier stays named on the shop until
 * replaced, but the seat is free (the API offers the shop among the available ones).
 */
export function hasActiveCashier(shop: Pick<Shop, 'cashier'>): boolean {
  return shop.cashier?.isActive === true;
}

/** 'Bole, Ethiopia' — the spec's Location column (city and country). */
export function shopLocation(shop: { city: string; country: string }): string {
  return [shop.city, shop.country].filter(Boolean).join(', ');
}
