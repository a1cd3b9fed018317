import type { Shop } from '@bingo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ManagementPage } from '@/components/ManagementPage';
import { matchesSearch } from '@/components/SearchInput';
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
    <ManagementPage
      title={t('Shops Management')}
      add={{ label: t('Add Shop'), onClick: () => setAdding(true) }}
      loadError={shops.isError ? t('Failed to load shops. Please try again later.') : null}
      notice={notice.message}
      list={{
        search,
        onSearch: setSearch,
        placeholder: t('Search shops...'),
        loading: shops.isPending,
        empty:
          shown.length === 0 ? (
            <EmptyState
              message={t('No shops found')}
              hint={all.length > 0 ? t('Try clearing your search filter.') : undefined}
            />
          ) : null,
      }}
      dialogs={
        <>
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
        </>
      }
    >
      <ShopsTable shops={shown} onEdit={setEditing} onDelete={removal.ask} />
    </ManagementPage>
  );
}
