import { GameSettingsListSchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const gameSettingsKeys = {
  all: ['game-settings'] as const,
  list: () => [...gameSettingsKeys.all, 'list'] as const,
};

/** The settings of every shop in the caller's scope (the cashier's own come from /game-settings/my). */
export const gameSettingsQueries = {
  list: () =>
    queryOptions({
      queryKey: gameSettingsKeys.list(),
      queryFn: ({ signal }) => api.get('/game-settings', GameSettingsListSchema, { signal }),
    }),
};
