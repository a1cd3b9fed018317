import { DisplayLinkListSchema, RemoteDisplaySchema } from '@bingo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** A display on another device follows the server about once a second. */
export const REMOTE_POLL_MS = 1000;

export const displayQueries = {
  /** The shop's display links (their hashes only; a link's address is shown once, when made). */
  links: () =>
    queryOptions({
      queryKey: ['display-links'],
      queryFn: ({ signal }) => api.get('/display-links', DisplayLinkListSchema, { signal }),
    }),
  /** What a display link shows, polled with no login; a revoked link answers 404 and is not retried. */
  remote: (token: string) =>
    queryOptions({
      queryKey: ['remote-display', token],
      queryFn: ({ signal }) =>
        api.get(`/public/display/${encodeURIComponent(token)}`, RemoteDisplaySchema, {
          anonymous: true,
          signal,
        }),
      refetchInterval: REMOTE_POLL_MS,
      refetchIntervalInBackground: true,
      retry: false,
    }),
};
