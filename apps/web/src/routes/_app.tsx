import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { AppLayout } from '../features/shell/AppLayout';
import { SignedInProviders } from '../features/shell/SignedInProviders';

/** Every signed-in page with the sidebar and header. Pages add `beforeLoad: requireRole(...)`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: AppRoute,
});

function AppRoute() {
  const { user } = Route.useRouteContext();
  return (
    <SignedInProviders>
      <AppLayout user={user}>
        <Outlet />
      </AppLayout>
    </SignedInProviders>
  );
}
