import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { ButtonLink } from '@/components/links';
import { ShopDetails } from '@/features/shops/ShopDetails';
import { ShopFormModal } from '@/features/shops/ShopFormModal';
import { shopQueries } from '@/features/shops/shops.queries';
import { ApiError } from '@/lib/api';
import { DeleteShopModal } from './DeleteShopModal';
import { ShopSetupPanel } from './ShopSetupPanel';
import { useShopDelete } from './use-shop-delete';

/** One shop for the Admin: details, edit, delete, and its game settings and jackpot at a glance. */
export function AdminShopPage({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const shop = useQuery(shopQueries.detail(id));
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const removal = useShopDelete(() => void navigate({ to: '/admin/shops' }));
  const back = (
    <Group>
      <ButtonLink to="/admin/shops" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
        {t('Back to Shops')}
      </ButtonLink>
    </Group>
  );

  // While a delete completes, the refreshed shop is already gone: wait for the move to the list.
  if (shop.isPending || (shop.isError && removal.pending)) return <LoadingState />;
  if (shop.isError) {
    const missing = shop.error instanceof ApiError && [400, 404].includes(shop.error.status);
    return (
      <Stack>
        {back}
        {missing ? (
          <EmptyState message={t('Shop not found')} />
        ) : (
          <ErrorBanner message={t('Failed to load shops. Please try again later.')} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      {removal.error ? <Alert color="red">{removal.error}</Alert> : null}
      <ShopDetails
        shop={shop.data}
        actions={
          <>
            <Button leftSection={<IconEdit size={16} />} variant="light" onClick={() => setEditing(true)}>
              {t('Edit')}
            </Button>
            <Button
              leftSection={<IconTrash size={16} />}
              variant="light"
              color="red"
              onClick={() => removal.ask(shop.data)}
            >
              {t('Delete')}
            </Button>
          </>
        }
      />
      <ShopSetupPanel shopId={shop.data.id} />
      <ShopFormModal opened={editing} actorRole="Admin" shop={shop.data} onClose={() => setEditing(false)} />
      <DeleteShopModal flow={removal} />
    </Stack>
  );
}
