import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { AgentDetailsPage } from '@/features/network/AgentDetailsPage';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/superagent/agents/$id')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient }, params }) =>
    preload(
      queryClient.ensureQueryData(userQueries.detail(params.id)),
      queryClient.ensureQueryData(balanceQueries.ofUser(params.id)),
    ),
  component: SuperAgentAgentPage,
});

function SuperAgentAgentPage() {
  const { id } = Route.useParams();
  const { user } = Route.useRouteContext();
  return <AgentDetailsPage id={id} viewerId={user.id} />;
}
