import {
  ClosePreviewSchema,
  CurrentShiftSchema,
  type ShiftListQuery,
  ShiftListSchema,
  ShiftSettingsSchema,
} from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const shiftKeys = {
  all: ['shifts'] as const,
  current: () => [...shiftKeys.all, 'current'] as const,
  list: (q: ShiftListQuery) => [...shiftKeys.all, 'list', q] as const,
  settings: () => [...shiftKeys.all, 'settings'] as const,
  preview: (id: string, countedCash: number) => [...shiftKeys.all, 'preview', id, countedCash] as const,
};

/** Every figure is summed by the server; the screens only show it. */
export const shiftQueries = {
  /** The cashier's open shift with live figures, refreshed while the panel is on screen. */
  current: () =>
    queryOptions({
      queryKey: shiftKeys.current(),
      queryFn: ({ signal }) => api.get('/shifts/current', CurrentShiftSchema, { signal }),
      refetchInterval: 15_000,
    }),
  list: (q: ShiftListQuery) =>
    queryOptions({
      queryKey: shiftKeys.list(q),
      queryFn: ({ signal }) => api.get('/shifts', ShiftListSchema, { query: { ...q }, signal }),
    }),
  settings: () =>
    queryOptions({
      queryKey: shiftKeys.settings(),
      queryFn: ({ signal }) => api.get('/shifts/settings', ShiftSettingsSchema, { signal }),
    }),
  /** What closing with this count would record, before the cashier confirms. */
  preview: (id: string, countedCash: number) =>
    queryOptions({
      queryKey: shiftKeys.preview(id, countedCash),
      queryFn: ({ signal }) =>
        api.get(`/shifts/${id}/close-preview`, ClosePreviewSchema, { query: { countedCash }, signal }),
      staleTime: 0,
    }),
};
