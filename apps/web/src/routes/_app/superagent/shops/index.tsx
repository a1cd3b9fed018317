import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { NetworkShopsPage } from '@/features/network/NetworkShopsPage';
import { preload } from '@/features/network/preload';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { paths } from '@/lib/paths';
import { parseCreateSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/superagent/shops/')({
  validateSearch: parseCreateSearch,
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(shopQueries.list()),
      // The Create New Shop dialog picks one of these agents.
      queryClient.ensureQueryData(userQueries.myAgents()),
    ),
  component: SuperAgentShopsPage,
});

function SuperAgentShopsPage() {
  return (
    <NetworkShopsPage
      actorRole="SuperAgent"
      subtitle="The shops of all your agents"
      createLabel="Create New Shop"
      detailsHref={paths.superAgent.shop}
    />
  );
}
