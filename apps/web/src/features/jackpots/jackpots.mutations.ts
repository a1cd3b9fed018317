import { JackpotSchema, type JackpotStatus, type SaveJackpot } from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { jackpotKeys } from './jackpots.queries';

function useRefreshJackpots() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jackpotKeys.all });
}

/** Creating and editing are one save keyed by shop. */
export function useSaveJackpot() {
  const refresh = useRefreshJackpots();
  return useMutation({
    mutationFn: (body: SaveJackpot) => api.post('/jackpot', JackpotSchema, body),
    onSuccess: refresh,
  });
}

/**
 * Sets a jackpot active (1) or inactive (0). The status the screen asks for goes with the call, so
 * a screen that had not yet seen another Admin's change cannot flip it back.
 */
export function useToggleJackpot() {
  const refresh = useRefreshJackpots();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JackpotStatus }) =>
      api.post(`/jackpot/${id}/toggle`, JackpotSchema, { status }),
    onSuccess: refresh,
  });
}
