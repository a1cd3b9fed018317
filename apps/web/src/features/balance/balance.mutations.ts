import {
  BalanceTypeChangedSchema,
  MoneyMovedSchema,
  type SetBalanceTypeRequest,
  type TopUpRequest,
  type TransferRequest,
} from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sendOnce, unsettled } from '@/lib/idempotency';
import { notificationKeys } from '../notifications/notifications.queries';
import { balanceKeys } from './balance.queries';

function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}

/**
 * A money movement: sent once per user action whatever the form does meanwhile (sendOnce), and the
 * balances read again after its answer, or after a failure that may have moved the money (no
 * answer, a 5xx), so the screen does not invite a retry on a balance it no longer knows.
 */
function useMoneyMovement<B extends TransferRequest | TopUpRequest>(path: string) {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (body: B) =>
      sendOnce(`POST ${path}`, body, (idempotencyKey) =>
        api.post(path, MoneyMovedSchema, body, { idempotencyKey }),
      ),
    onSuccess: refresh,
    onError: (error) => {
      if (unsettled(error)) void refresh();
    },
  });
}

/** SuperAgent → its agents, Agent → its cashiers. */
export function useTransfer() {
  return useMoneyMovement<TransferRequest>('/Balance/transfer');
}

/** Admin only, Limited users only. */
export function useTopUp() {
  return useMoneyMovement<TopUpRequest>('/Balance/top-up');
}

export function useSetBalanceType() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (body: SetBalanceTypeRequest) => api.put('/Balance/type', BalanceTypeChangedSchema, body),
    onSuccess: refresh,
  });
}
