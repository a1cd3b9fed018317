import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { NetworkDashboard, prefetchNetworkDashboard } from '@/features/dashboard/NetworkDashboard';

export const Route = createFileRoute('/_app/agent/')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient } }) => prefetchNetworkDashboard(queryClient, 'Agent'),
  component: () => <NetworkDashboard actorRole="Agent" />,
});
