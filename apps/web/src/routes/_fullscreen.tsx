import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards';
import { SignedInProviders } from '@/features/shell/SignedInProviders';
import { withQueryClient } from '@/query-client-loader';

/** Signed-in pages that fill the screen without the sidebar and header (the game screen). */
export const Route = createFileRoute('/_fullscreen')({
  beforeLoad: async (args) => ({ ...requireSignedIn(args), ...(await withQueryClient(args)) }),
  component: FullscreenLayout,
});

function FullscreenLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <SignedInProviders queryClient={queryClient}>
      <Outlet />
    </SignedInProviders>
  );
}
