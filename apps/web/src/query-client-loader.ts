import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache, created the first time a page that fetches opens (a signed-in page, the
 * verify page, a remote display), so the sign-in page does not download TanStack Query.
 */
export interface QueryClientLoader {
  /** Loads TanStack Query and creates the cache on the first call; the same cache after that. */
  load: () => Promise<QueryClient>;
  /** The cache, once a page has created it. */
  readonly current: QueryClient | undefined;
}

export function createQueryClientLoader(): QueryClientLoader {
  let current: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  return {
    load: () => {
      loading ??= import('./query-client').then(
        ({ createAppQueryClient }) => {
          current ??= createAppQueryClient();
          return current;
        },
        (error: unknown) => {
          // A failed download is tried again at the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get current() {
      return current;
    },
  };
}

/** What a page that fetches needs from the router context. */
export interface QueryContext {
  /** A cache given up front (the route tests); the app leaves it out and loads one on demand. */
  queryClient?: QueryClient;
  queryClients?: QueryClientLoader;
}

interface QueryRouteArgs {
  context: QueryContext;
}

interface QueryRouteContext {
  queryClient: QueryClient;
}

/**
 * For the `beforeLoad` of the routes whose pages fetch: their loaders and components get the cache
 * as `context.queryClient`.
 */
export async function withQueryClient({ context }: QueryRouteArgs): Promise<QueryRouteContext> {
  if (context.queryClient) return { queryClient: context.queryClient };
  if (!context.queryClients) throw new Error('The router context has no query cache');
  return { queryClient: await context.queryClients.load() };
}
