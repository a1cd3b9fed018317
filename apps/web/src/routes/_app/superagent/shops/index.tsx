import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireRole } from '@/features/auth/guards';
import { NetworkShopsPage } from '@/features/network/NetworkShopsPage';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';
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
  const { t } = useTranslation('routes');
  return (
    <NetworkShopsPage
      actorRole="SuperAgent"
      subtitle={t('The shops of all your agents')}
      createLabel={t('Create New Shop')}
    />
  );
}
