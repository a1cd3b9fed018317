import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { AppLayout } from '../features/shell/AppLayout';

/** Every signed-in page with the sidebar and header. Pages add `beforeLoad: requireRole(...)`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: AppRoute,
});

function AppRoute() {
  const { user } = Route.useRouteContext();
  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  );
}
