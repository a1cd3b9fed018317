import {
  type AdminResetPasswordRequest,
  AdminResetPasswordResponseSchema,
  type RegisterRequest,
  type UpdateUserRequest,
  UserSchema,
} from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceKeys } from '../balance/balance.queries';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { salesKeys } from '../sales/sales.queries';
import { refreshShifts } from '../shifts/shifts.mutations';
import { useReloadShopsOnError } from '../shops/shops.mutations';
import { shopKeys } from '../shops/shops.queries';
import { userKeys } from './users.queries';

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      // A new cashier takes a shop, so the shop lists change too.
      queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      // The balance overview carries each user's name and active flag, and the count of users.
      queryClient.invalidateQueries({ queryKey: balanceKeys.overview() }),
    ]);
}

/** Creates a SuperAgent, Agent or Cashier (who may create whom is checked by the server). */
export function useRegisterUser() {
  const refresh = useRefreshUsers();
  const reloadShops = useReloadShopsOnError();
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post('/auth/register', UserSchema, body),
    onSuccess: refresh,
    onError: reloadShops,
  });
}

export function useUpdateUser(id: string) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => api.patch(`/auth/users/${id}`, UserSchema, body),
    onSuccess: refresh,
  });
}

/**
 * Activates or deactivates; a deactivated user's sessions end at once. The wanted status goes with
 * the call, so a screen showing a stale status cannot undo what another manager just did.
 */
export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.post(`/auth/toggle-status/${id}`, UserSchema, { isActive }),
    onSuccess: (user) =>
      Promise.all([
        refresh(),
        // Deactivating a cashier abandons its running game: its sale is no longer Running, and the
        // shift it left open can now be closed.
        ...(user.role === 'Cashier' && !user.isActive
          ? [queryClient.invalidateQueries({ queryKey: salesKeys.all }), refreshShifts(queryClient)]
          : []),
      ]),
  });
}

/** Admin only. `emailSent` says whether a mail really left; never claim it otherwise. */
export function useAdminResetPassword() {
  return useMutation({
    mutationFn: (body: AdminResetPasswordRequest) =>
      api.post('/Auth/admin-reset-password', AdminResetPasswordResponseSchema, body),
  });
}
