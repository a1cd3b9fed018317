import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/router';

let i18next: Promise<void> | undefined;

/** Loads and sets up i18next once; a failed download is tried again at the next navigation. */
function loadI18next(): Promise<void> {
  i18next ??= import('@/i18n/i18n').then(
    () => undefined,
    (error: unknown) => {
      i18next = undefined;
      throw error;
    },
  );
  return i18next;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but the sign-in page reads its texts through i18next, loaded here before the page
  // renders. The sign-in page goes without (i18n/light-t.ts), which keeps the first download small.
  beforeLoad: ({ matches }) => (matches.at(-1)?.routeId === '/' ? undefined : loadI18next()),
  component: Outlet,
});
