import type { Shop } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppAnchor } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { shopLocation } from '@/features/shops/shops.queries';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { paths } from '@/lib/paths';
import { DashboardTable } from '../DashboardTable';

export function YourShopsTable({ shops }: { shops: readonly Shop[] }) {
  const { t } = useTranslation('dashboard');
  if (shops.length === 0) return <EmptyState message={t('No shops found')} />;
  return (
    <DashboardTable
      label={t('Your shops')}
      minWidth={460}
      headers={[msg('Name'), msg('Location'), msg('Cashier'), '']}
    >
      {shops.map((shop) => (
        <Table.Tr key={shop.id}>
          <Table.Td fw={500}>{shop.name}</Table.Td>
          <Table.Td>{shopLocation(shop)}</Table.Td>
          <Table.Td>{shop.cashier ? fullName(shop.cashier) : t('None')}</Table.Td>
          <Table.Td>
            <AppAnchor href={paths.agent.shop(shop.id)} size="sm">
              {t('Manage')}
            </AppAnchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
