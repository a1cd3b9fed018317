import { type Notifications, NotificationsSchema, NotificationsSeenSchema } from '@bingo/contracts';
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
 * The balance is not polled; the bell is. When the bell's newest credit is one it had not shown
 * before, the balance has grown, so the header's chip (and any balance on screen) is fetched again.
 * The count alone can miss it: a credit landing while opening the bell marks the last one seen
 * leaves the count at 1, as it was.
 */
export function useBalanceFollowsCredits(notifications: Notifications | undefined) {
  const queryClient = useQueryClient();
  // undefined until the first list is read (the balance is fetched fresh then anyway); null when it
  // was empty.
  const before = useRef<string | null | undefined>(undefined);
  const newest = notifications === undefined ? undefined : (notifications.items[0]?.id ?? null);
  useEffect(() => {
    if (newest === undefined) return;
    const previous = before.current;
    before.current = newest;
    if (previous !== undefined && newest !== null && newest !== previous) {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
    }
  }, [newest, queryClient]);
}
