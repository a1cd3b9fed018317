import { DisplayLinkListSchema, RemoteDisplaySchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

/** A display on another device follows the server about once a second. */
export const REMOTE_POLL_MS = 1000;

/** The server's 404 for a display link: it was revoked, or never was. No other failure says so. */
export function linkRevoked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const displayQueries = {
  /** The shop's display links (their hashes only; a link's address is shown once, when made). */
  links: () =>
    queryOptions({
      queryKey: ['display-links'],
      queryFn: ({ signal }) => api.get('/display-links', DisplayLinkListSchema, { signal }),
    }),
  /**
   * What a display link shows, polled with no login. A revoked link answers 404 and is asked no
   * more: the 404 stays the query's last word, so a later outage cannot bring back the picture from
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
