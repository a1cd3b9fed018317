import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { AgentsPage } from '@/features/network/AgentsPage';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/superagent/agents/')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(userQueries.myAgents()),
      queryClient.ensureQueryData(balanceQueries.mine()),
    ),
  component: AgentsPage,
});
