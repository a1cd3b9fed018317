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
import { userKeys } from '../users/users.queries';
import { shopKeys } from './shops.queries';

function useRefreshShops() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      // Users carry shop names and shop counts.
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
    ]);
}

export function useCreateShop() {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (body: CreateShopRequest) => api.post('/Shop', ShopSchema, body),
    onSuccess: refresh,
  });
}

export function useUpdateShop(id: string) {
  const refresh = useRefreshShops();
  return useMutation({
    mutationFn: (body: UpdateShopRequest) => api.put(`/Shop/${id}`, ShopSchema, body),
    onSuccess: refresh,
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
  return useMutation({
    mutationFn: (body: AssignCashierRequest) => api.post('/shop/assign-cashier', ShopMessageSchema, body),
    onSuccess: refresh,
  });
}
