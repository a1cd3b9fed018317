import type { User } from '@bingo/contracts';
import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { SearchableList } from '@/components/SearchableList';
import { shopQueries } from '@/features/shops/shops.queries';
import { DeactivateCashierModal } from '@/features/users/DeactivateCashierModal';
import { UserStatusFailure } from '@/features/users/UserStatusFailure';
import { useStatusToggle } from '@/features/users/use-status-toggle';
import { useToggleUserStatus } from '@/features/users/users.mutations';
import { fullName, userQueries } from '@/features/users/users.queries';
import { AssignShopModal, type AssignTarget } from './AssignShopModal';
import { CashiersTable, cashierMatches } from './CashiersTable';
import { CreateCashierModal } from './CreateCashierModal';

/** The agent's cashiers: search them, create one, assign one to a free shop, (de)activate one. */
export function CashiersPage() {
  const { t } = useTranslation('routes');
  const cashiers = useQuery(userQueries.myCashiers());
  const freeShops = useQuery(shopQueries.available());
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const all = cashiers.data?.items ?? [];
  const shown = all.filter((c) => cashierMatches(c, search));
  const shops = freeShops.data?.items ?? [];
  const assign = (cashier: User) => setAssigning({ id: cashier.id, name: fullName(cashier) });
  const toggle = useToggleUserStatus();
  const statusFlow = useStatusToggle((cashier: User) =>
    toggle.mutate({ id: cashier.id, isActive: !cashier.isActive }),
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Cashiers Management')}
        subtitle={t('Your cashiers and the shops they work in')}
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
            {t('Create Cashier')}
          </Button>
        }
      />
      {cashiers.isError ? (
        <ErrorBanner message={t('Failed to load cashiers. Please try again later.')} />
      ) : null}
      {freeShops.isError ? (
        <ErrorBanner message={t('Failed to load shops. Please try again later.')} />
      ) : null}
      <UserStatusFailure error={toggle.error} />
      <SearchableList
        search={search}
        onSearch={setSearch}
        placeholder={t('Search cashiers...')}
        loading={cashiers.isPending}
        empty={
          shown.length === 0 ? (
            <EmptyState
              message={t('No cashiers found.')}
              hint={all.length > 0 ? t('Try clearing your search filter.') : undefined}
            />
          ) : null
        }
      >
        <CashiersTable
          cashiers={shown}
          onAssign={assign}
          onToggleStatus={statusFlow.request}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        />
      </SearchableList>
      <CreateCashierModal opened={creating} onClose={() => setCreating(false)} shops={shops} />
      <AssignShopModal cashier={assigning} onClose={() => setAssigning(null)} shops={shops} />
      <DeactivateCashierModal flow={statusFlow} />
    </Stack>
  );
}
