import { NotificationsSchema, NotificationsSeenSchema } from '@bingo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api';
import { balanceKeys } from '../balance/balance.queries';

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

/**
 * Marks seen up to `upTo`, the newest credit the menu showed, so a credit that arrived after the
 * list was polled (up to a minute before) stays counted on the bell.
 */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => api.post('/notifications/seen', NotificationsSeenSchema, { upTo }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * The balance is not polled; the bell is. When the bell counts more unseen credits than before, the
 * balance has grown, so the header's chip (and any balance on screen) is fetched again.
 */
export function useBalanceFollowsCredits(unseenCredits: number | undefined) {
  const queryClient = useQueryClient();
  const before = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unseenCredits === undefined) return;
    const previous = before.current;
    before.current = unseenCredits;
    if (previous !== undefined && unseenCredits > previous) {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
    }
  }, [unseenCredits, queryClient]);
}
