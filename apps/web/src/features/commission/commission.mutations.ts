import { CommissionRateSchema, MessageSchema, type SaveCommissionRate } from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { commissionKeys } from './commission.queries';

function useRefreshRates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commissionKeys.all });
}

/** Add is a save keyed by tier; edit changes only the rate of an existing tier. */
export function useSaveCommissionRate() {
  const refresh = useRefreshRates();
  return useMutation({
    mutationFn: ({ typeIndex, rate, editing }: SaveCommissionRate & { editing: boolean }) =>
      editing
        ? api.put(`/commission/${typeIndex}`, CommissionRateSchema, { rate })
        : api.post('/commission', CommissionRateSchema, { typeIndex, rate }),
    onSuccess: refresh,
  });
}

export function useDeleteCommissionRate() {
  const refresh = useRefreshRates();
  return useMutation({
    mutationFn: (typeIndex: number) => api.delete(`/commission/${typeIndex}`, MessageSchema),
    onSuccess: refresh,
  });
}
