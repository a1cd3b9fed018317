import { JackpotSchema, type SaveJackpot } from '@bingo/contracts';
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

/** Flips a jackpot between active (1) and inactive (0). */
export function useToggleJackpot() {
  const refresh = useRefreshJackpots();
  return useMutation({
    mutationFn: (id: string) => api.post(`/jackpot/${id}/toggle`, JackpotSchema),
    onSuccess: refresh,
  });
}
