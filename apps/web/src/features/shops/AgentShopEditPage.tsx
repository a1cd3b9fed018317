import { Paper, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { BackButton } from '@/features/shell/BackButton';
import { ShopEditForm } from './ShopEditForm';
import { ShopLoadState, useShop } from './shop-page-state';

/** An agent edits one of its shops, then returns to its details. */
export function AgentShopEditPage({ id }: { id: string }) {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const shop = useShop(id);
  const toDetails = () => void navigate({ to: '/agent/shops/$id', params: { id } });
  return (
    <Stack gap="md">
      <PageHeader
        title={t('Edit Shop')}
        subtitle={shop.data?.name}
        actions={<BackButton to="/agent/shops/$id" params={{ id }} />}
      />
      <ShopLoadState shop={shop} />
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
