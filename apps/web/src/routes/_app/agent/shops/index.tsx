import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireRole } from '@/features/auth/guards';
import { NetworkShopsPage } from '@/features/network/NetworkShopsPage';
import { shopQueries } from '@/features/shops/shops.queries';
import { preload } from '@/lib/preload';
import { parseCreateSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/agent/shops/')({
  validateSearch: parseCreateSearch,
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(shopQueries.list())),
  component: AgentShopsPage,
});

function AgentShopsPage() {
  const { t } = useTranslation('routes');
  return (
    <NetworkShopsPage
      actorRole="Agent"
      subtitle={t('Your shops and the cashiers who run them')}
      createLabel={t('Create Shop')}
    />
  );
}
