import {
  BalanceTypeChangedSchema,
  MoneyMovedSchema,
  type SetBalanceTypeRequest,
  type TopUpRequest,
  type TransferRequest,
} from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from '../notifications/notifications.queries';
import { balanceKeys } from './balance.queries';

/** A money movement and the key that makes retrying it safe (see useIdempotencyKey). */
export type Idempotent<T> = T & { idempotencyKey: string };

function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
}

/** SuperAgent → its agents, Agent → its cashiers. */
export function useTransfer() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: Idempotent<TransferRequest>) =>
      api.post('/Balance/transfer', MoneyMovedSchema, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

/** Admin only, Limited users only. */
export function useTopUp() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: Idempotent<TopUpRequest>) =>
      api.post('/Balance/top-up', MoneyMovedSchema, body, { idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useSetBalanceType() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (body: SetBalanceTypeRequest) => api.put('/Balance/type', BalanceTypeChangedSchema, body),
    onSuccess: refresh,
  });
}
