import { NotificationsSchema, NotificationsSeenSchema } from '@bingo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const notificationKeys = {
  all: ['notifications'] as const,
};

export const notificationQueries = {
  /** Credits to the caller's balance not yet seen in the bell. */
  unseen: () =>
    queryOptions({
      queryKey: notificationKeys.all,
      queryFn: ({ signal }) => api.get('/notifications', NotificationsSchema, { signal }),
      refetchInterval: 60_000,
    }),
};

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/notifications/seen', NotificationsSeenSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
