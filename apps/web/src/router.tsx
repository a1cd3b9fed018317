import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorBanner } from './components/ErrorBanner';
import { LoadingState } from './components/LoadingState';
import type { AuthContext } from './features/auth/guards';
import { messageOf } from './lib/api';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
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
