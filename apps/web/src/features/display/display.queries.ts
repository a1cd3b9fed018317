import { DisplayLinkListSchema, type RemoteDisplay, RemoteDisplaySchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';

/** A display on another device follows the server about once a second. */
export const REMOTE_POLL_MS = 1000;

/**
 * A refused link is asked again this seldom: a link that lapsed with its cashier's deactivation
 * opens again when the cashier is made active, and the TV should come back without a reload.
 */
export const REFUSED_POLL_MS = 15_000;

/**
 * The refusal is the query's data, not its error: a later outage is an error that leaves the data
 * as it was, so it cannot bring back the picture from before the refusal.
 */
export type RemoteAnswer = { refused: false; display: RemoteDisplay } | { refused: true };

/**
 * The server's refusal of a display link: 404 (revoked, or never was) or another 4xx (a token no
 * link can have). A timeout or too many requests (408, 429) says nothing of the link, nor does no
 * answer or a 5xx.
 */
function linkRevoked(error: unknown): boolean {
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
  /** What a display link shows, polled with no login. */
  remote: (token: string) =>
    queryOptions({
      queryKey: ['remote-display', token],
      queryFn: async ({ signal }): Promise<RemoteAnswer> => {
        try {
          const display = await api.get(`/public/display/${encodeURIComponent(token)}`, RemoteDisplaySchema, {
            anonymous: true,
            signal,
          });
          return { refused: false, display };
        } catch (error) {
          if (linkRevoked(error)) return { refused: true };
          throw error;
        }
      },
      refetchInterval: (query) => (query.state.data?.refused ? REFUSED_POLL_MS : REMOTE_POLL_MS),
      refetchIntervalInBackground: true,
      retry: false,
    }),
};
