import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { BalancePage, preloadBalancePage } from '@/features/balance/BalancePage';

export const Route = createFileRoute('/_app/superagent/balance/')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) => preloadBalancePage(queryClient, 'SuperAgent'),
  component: () => <BalancePage actorRole="SuperAgent" viewerId={Route.useRouteContext().user.id} />,
});
