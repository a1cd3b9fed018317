import {
  type AssignCashierRequest,
  type CreateShopRequest,
  MessageSchema,
  ShopMessageSchema,
  ShopSchema,
  type UpdateShopRequest,
} from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { gameSettingsKeys } from '../game-settings/game-settings.queries';
import { jackpotKeys } from '../jackpots/jackpots.queries';
import { userKeys } from '../users/users.queries';
import { shopKeys } from './shops.queries';

function useRefreshShops() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      // Users carry shop names and shop counts; game settings and jackpots are listed by shop.
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: gameSettingsKeys.all }),
      queryClient.invalidateQueries({ queryKey: jackpotKeys.all }),
    ]);
}

/**
 * A refused seating (most often another manager took the shop first) reloads the shop lists, so the
 * form stops offering a shop that is no longer free.
 */
export function useReloadShopsOnError() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shopKeys.all });
}

export function useCreateShop() {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (body: CreateShopRequest) => api.post('/Shop', ShopSchema, body),
    onSuccess: refresh,
  });
}

/** A save refused because the shop changed meanwhile reloads it, so reopening shows the change. */
export function useUpdateShop(id: string) {
  const refresh = useRefreshShops();
  const reloadShops = useReloadShopsOnError();
  return useMutation({
    mutationFn: (body: UpdateShopRequest) => api.put(`/Shop/${id}`, ShopSchema, body),
    onSuccess: refresh,
    onError: reloadShops,
  });
}

/** A soft delete: the shop disappears from lists, its sales history stays. */
export function useDeleteShop() {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/Shop/${id}`, MessageSchema),
    onSuccess: refresh,
  });
}

export function useAssignCashier() {
  const refresh = useRefreshShops();
  const reloadShops = useReloadShopsOnError();
  return useMutation({
    mutationFn: (body: AssignCashierRequest) => api.post('/shop/assign-cashier', ShopMessageSchema, body),
    onSuccess: refresh,
    onError: reloadShops,
  });
}
