import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards';
import { AppLayout } from '@/features/shell/AppLayout';
import { SignedInProviders } from '@/features/shell/SignedInProviders';
import { withQueryClient } from '@/query-client-loader';

/** Every signed-in page with the sidebar and header. Pages add `beforeLoad: requireRole(...)`. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async (args) => ({ ...requireSignedIn(args), ...(await withQueryClient(args)) }),
  component: AppRoute,
});

function AppRoute() {
  const { user, queryClient } = Route.useRouteContext();
  return (
    <SignedInProviders queryClient={queryClient}>
      <AppLayout user={user}>
        <Outlet />
      </AppLayout>
    </SignedInProviders>
  );
}
