import { createRouter } from '@tanstack/react-router';
import { ErrorBanner } from './components/ErrorBanner';
import { LoadingState } from './components/LoadingState';
import type { AuthContext } from './features/auth/guards';
import { messageOf } from './lib/api';
import type { QueryContext } from './query-client-loader';
import { routeTree } from './routeTree.gen';

/**
 * The query cache reaches the pages that fetch through their layout's `beforeLoad`
 * (`withQueryClient`), which sets `context.queryClient` for their loaders and components.
 */
export interface RouterContext extends QueryContext {
  auth: AuthContext;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Query owns caching; the router always asks it (ensureQueryData returns cached data at once).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: () => <LoadingState />,
    defaultErrorComponent: ({ error }) => <ErrorBanner message={messageOf(error)} />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
