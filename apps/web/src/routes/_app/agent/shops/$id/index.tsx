import { Stack } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppButtonLink } from '@/components/AppLink';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { requireRole } from '@/features/auth/guards';
import { preload } from '@/features/network/preload';
import { shopLoadError } from '@/features/network/shop-load-error';
import { ShopDetails } from '@/features/shops/ShopDetails';
import { shopQueries } from '@/features/shops/shops.queries';
import { paths } from '@/lib/paths';

export const Route = createFileRoute('/_app/agent/shops/$id/')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient }, params }) =>
    preload(queryClient.ensureQueryData(shopQueries.detail(params.id))),
  component: AgentShopPage,
});

function AgentShopPage() {
  const { t } = useTranslation('routes');
  const { id } = Route.useParams();
  const shop = useQuery(shopQueries.detail(id));
  return (
    <Stack gap="md">
      <PageHeader
        title={t('Shop Details')}
        actions={
          <AppButtonLink href={paths.agent.shops} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('Back')}
          </AppButtonLink>
        }
      />
      {shop.isError ? <ErrorBanner message={shopLoadError(shop.error)} /> : null}
      {shop.isPending ? <LoadingState /> : null}
      {shop.data ? (
        <ShopDetails
          shop={shop.data}
          actions={
            <AppButtonLink href={paths.agent.editShop(id)} leftSection={<IconEdit size={16} />}>
              {t('Edit')}
            </AppButtonLink>
          }
        />
      ) : null}
    </Stack>
  );
}
