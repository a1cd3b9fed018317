import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { SignedInProviders } from '../features/shell/SignedInProviders';

/** Signed-in pages that fill the screen without the sidebar and header (the game screen). */
export const Route = createFileRoute('/_fullscreen')({
  beforeLoad: requireSignedIn,
  component: FullscreenLayout,
});

function FullscreenLayout() {
  return (
    <SignedInProviders>
      <Outlet />
    </SignedInProviders>
  );
}
