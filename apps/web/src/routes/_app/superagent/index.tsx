import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { NetworkDashboard, prefetchNetworkDashboard } from '@/features/dashboard/NetworkDashboard';

export const Route = createFileRoute('/_app/superagent/')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) => prefetchNetworkDashboard(queryClient, 'SuperAgent'),
  component: () => <NetworkDashboard actorRole="SuperAgent" />,
});
