import { Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
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
import { ShopEditForm } from '@/features/shops/ShopEditForm';
import { shopQueries } from '@/features/shops/shops.queries';
import { paths } from '@/lib/paths';

export const Route = createFileRoute('/_app/agent/shops/$id/edit')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient }, params }) =>
    preload(queryClient.ensureQueryData(shopQueries.detail(params.id))),
  component: EditAgentShopPage,
});

function EditAgentShopPage() {
  const { t } = useTranslation('routes');
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  const shop = useQuery(shopQueries.detail(id));
  const toDetails = () => void navigate({ href: paths.agent.shop(id) });
  return (
    <Stack gap="md">
      <PageHeader
        title={t('Edit Shop')}
        subtitle={shop.data?.name}
        actions={
          <AppButtonLink
            href={paths.agent.shop(id)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('Back')}
          </AppButtonLink>
        }
      />
      {shop.isError ? <ErrorBanner message={shopLoadError(shop.error)} /> : null}
      {shop.isPending ? <LoadingState /> : null}
      {shop.data ? (
        <Paper withBorder p="lg" maw={760}>
          {/* Keyed by the shop so the form starts from the loaded values. */}
          <ShopEditForm
            key={shop.data.id}
            actorRole="Agent"
            shop={shop.data}
            onDone={toDetails}
            onCancel={toDetails}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
