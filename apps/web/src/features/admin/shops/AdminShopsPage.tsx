import type { Shop } from '@bingo/contracts';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/AddButton';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { SearchableList } from '@/components/SearchableList';
import { matchesSearch } from '@/components/SearchInput';
import { SuccessNotice } from '@/components/SuccessNotice';
import { ShopFormModal } from '@/features/shops/ShopFormModal';
import { shopQueries } from '@/features/shops/shops.queries';
import { fullName } from '@/features/users/users.queries';
import { useTimedMessage } from '@/lib/use-timed-message';
import { DeleteShopModal } from './DeleteShopModal';
import { ShopsTable } from './ShopsTable';
import { useShopDelete } from './use-shop-delete';

interface AdminShopsPageProps {
  /** Open the Add Shop modal at once (the dashboard's /shops/create link). */
  startAdding?: boolean;
  onAddingClosed?: () => void;
}

export function AdminShopsPage({ startAdding = false, onAddingClosed }: AdminShopsPageProps) {
  const { t } = useTranslation('admin');
  const shops = useQuery(shopQueries.list());
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(startAdding);
  const [editing, setEditing] = useState<Shop | null>(null);
  const notice = useTimedMessage(3000);
  const removal = useShopDelete(() => notice.show(removal.success));

  const all = shops.data?.items ?? [];
  const shown = all.filter((s) =>
    matchesSearch(
      search,
      s.name,
      s.location,
      s.city,
      s.country,
      fullName(s.agent),
      s.cashier ? fullName(s.cashier) : null,
    ),
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Shops Management')}
        actions={<AddButton onClick={() => setAdding(true)}>{t('Add Shop')}</AddButton>}
      />
      {shops.isError ? <ErrorBanner message={t('Failed to load shops. Please try again later.')} /> : null}
      <SuccessNotice message={notice.message} />
      <SearchableList
        search={search}
        onSearch={setSearch}
        placeholder={t('Search shops...')}
        loading={shops.isPending}
        empty={
          shown.length === 0 ? (
            <EmptyState
              message={t('No shops found')}
              hint={all.length > 0 ? t('Try clearing your search filter.') : undefined}
            />
          ) : null
        }
      >
        <ShopsTable shops={shown} onEdit={setEditing} onDelete={removal.ask} />
      </SearchableList>
      <ShopFormModal
        opened={adding}
        actorRole="Admin"
        title={t('Add Shop')}
        submitLabel={t('Add Shop')}
        onClose={() => {
          setAdding(false);
          onAddingClosed?.();
        }}
      />
      <ShopFormModal
        opened={editing !== null}
        actorRole="Admin"
        shop={editing ?? undefined}
        onClose={() => setEditing(null)}
      />
      <DeleteShopModal flow={removal} />
    </Stack>
  );
}
