import {
  type CreateGameSettings,
  GameSettingsSchema,
  MessageSchema,
  type UpdateGameSettings,
} from '@bingo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gameSettingsKeys } from './game-settings.queries';

function useRefreshSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gameSettingsKeys.all });
}

export function useCreateGameSettings() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (body: CreateGameSettings) => api.post('/game-settings', GameSettingsSchema, body),
    onSuccess: refresh,
  });
}

/** The shop is fixed: it is the path, never the body. */
export function useUpdateGameSettings() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: ({ shopId, ...body }: UpdateGameSettings & { shopId: string }) =>
      api.put(`/game-settings/${shopId}`, GameSettingsSchema, body),
    onSuccess: refresh,
  });
}

export function useDeleteGameSettings() {
  const refresh = useRefreshSettings();
  return useMutation({
    mutationFn: (shopId: string) => api.delete(`/game-settings/${shopId}`, MessageSchema),
    onSuccess: refresh,
  });
}
