import { DisplayLinkListSchema, RemoteDisplaySchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

/** A display on another device follows the server about once a second. */
export const REMOTE_POLL_MS = 1000;

/**
 * The server's refusal of a display link: 404 (revoked, or never was) or another 4xx (a token no
 * link can have). A timeout or too many requests (408, 429) says nothing of the link, nor does no
 * answer or a 5xx.
 */
export function linkRevoked(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export const displayQueries = {
  /** The shop's display links (their hashes only; a link's address is shown once, when made). */
  links: () =>
    queryOptions({
      queryKey: ['display-links'],
      queryFn: ({ signal }) => api.get('/display-links', DisplayLinkListSchema, { signal }),
    }),
  /**
   * What a display link shows, polled with no login. A refused link is asked no more: the refusal
   * stays the query's last word, so a later outage cannot bring back the picture from
   * before the revocation. Reloading the page asks again.
   */
  remote: (token: string) =>
    queryOptions({
      queryKey: ['remote-display', token],
      queryFn: ({ signal }) =>
        api.get(`/public/display/${encodeURIComponent(token)}`, RemoteDisplaySchema, {
          anonymous: true,
          signal,
        }),
      // Off stops the interval, and any refetch on focus or reconnect, for good.
      enabled: (query) => !linkRevoked(query.state.error),
      refetchInterval: REMOTE_POLL_MS,
      refetchIntervalInBackground: true,
      retry: false,
    }),
};
