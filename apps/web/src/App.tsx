import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { LoadingState } from './components/LoadingState';
import type { AuthContext } from './features/auth/guards';
import { signInSearch } from './features/auth/return-to';
import { useLocale } from './i18n/locale';
import { setSessionExpiredHandler } from './lib/api';
import { createQueryClientLoader } from './query-client-loader';
import { createAppRouter } from './router';
import { getSession } from './stores/session';
import { theme } from './theme';

/** Guards read the live session on every navigation, so signing in or out needs no router rebuild. */
const auth: AuthContext = {
  get token() {
    return getSession().token;
  },
  get user() {
    return getSession().user;
  },
};

function createApp() {
  // The query cache and the notifications are mounted by the pages that use them (the signed-in
  // layouts, the verify page and the remote display), so the sign-in page does not download them.
  const queryClients = createQueryClientLoader();
  const router = createAppRouter({ queryClients, auth });
  // The API client has already cleared the session; drop cached data and show the sign-in page,
  // which brings the user back to this page (a cashier to the running game) once signed in again.
  setSessionExpiredHandler(() => {
    queryClients.current?.clear();
    const { pathname, href } = router.state.location;
    // Other calls refused with the same token come after the first: the sign-in page is already
    // on its way, with the page to return to, which a second trip there would drop.
    if (pathname === '/') return;
    void router.navigate({ to: '/', search: signInSearch(href), replace: true });
  });
  return { router };
}

export function App() {
  const [{ router }] = useState(createApp);
  // Every date and amount on screen is written in the viewer's language and calendar, so a change
  // of either renders the pages again; the route and the cached data stay.
  const locale = useLocale((s) => `${s.language}-${s.calendar}`);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={<LoadingState />}>
        <RouterProvider key={locale} router={router} />
      </Suspense>
    </MantineProvider>
  );
}
