import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { SessionUser } from '@/stores/session';
import { renderSignedIn } from './render-signed-in';

/**
 * A screen that uses the router's hooks, signed in and shown at '/screen' of a two-route app whose
 * '/' reads 'Sign in', so a test can also see where the screen sends the user.
 */
export function renderInRouter(
  Screen: ComponentType,
  user: SessionUser,
): RenderResult & { queryClient: QueryClient } {
  const root = createRootRoute({ component: Outlet });
  const signIn = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Sign in</p> });
  const screen = createRoute({ getParentRoute: () => root, path: '/screen', component: () => <Screen /> });
  const router = createRouter({
    routeTree: root.addChildren([signIn, screen]),
    history: createMemoryHistory({ initialEntries: ['/screen'] }),
    // A screen may send the user to a page this small app lacks (a role's home): it reads so.
    defaultNotFoundComponent: () => <p>Not in this test</p>,
  });
  return renderSignedIn(<RouterProvider router={router} />, user);
}
