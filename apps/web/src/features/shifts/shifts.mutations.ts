import {
  type CloseShift,
  type OpenShift,
  type ShiftCorrectionInput,
  ShiftSchema,
  type ShiftSettings,
  ShiftSettingsSchema,
} from '@bingo/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sendOnce } from '@/lib/idempotency';
import { shiftKeys } from './shifts.queries';

/**
 * Refetches every shift figure but the close previews: a preview belongs to the count the cashier
 * reviewed, and asking for it again after the close would only meet the server's 'already closed'.
 */
export function refreshShifts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: shiftKeys.all,
    predicate: (q) => q.queryKey[1] !== 'preview',
  });
}

function useRefreshShifts() {
  const queryClient = useQueryClient();
  return () => refreshShifts(queryClient);
}

export function useOpenShift() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (body: OpenShift) => api.post('/shifts/open', ShiftSchema, body),
    onSuccess: refresh,
  });
}

export function useCloseShift() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: ({ id, ...body }: CloseShift & { id: string }) =>
      api.post(`/shifts/${id}/close`, ShiftSchema, body),
    onSuccess: refresh,
  });
}

/**
 * A correction cannot be deleted, so it is sent once per user action (sendOnce): sent again after a
 * lost answer, from the same dialog or a reopened one, it carries the same Idempotency-Key and is
 * stored once.
 */
export function useAddCorrection() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: ({ id, ...body }: ShiftCorrectionInput & { id: string }) =>
      sendOnce(`POST /shifts/${id}/corrections`, body, (idempotencyKey) =>
        api.post(`/shifts/${id}/corrections`, ShiftSchema, body, { idempotencyKey }),
      ),
    onSuccess: refresh,
  });
}

export function useSaveShiftSettings() {
  const refresh = useRefreshShifts();
  return useMutation({
    mutationFn: (body: ShiftSettings) => api.put('/shifts/settings', ShiftSettingsSchema, body),
    onSuccess: refresh,
  });
}
