import type { Shop } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { AnchorLink } from '@/components/links';
import { ShopCashierName } from '@/features/shops/ShopCashierName';
import { shopLocation } from '@/features/shops/shops.queries';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { DashboardTable } from '../DashboardTable';

/** The first five shops (spec); the caller offers 'View All Shops' when there are more. */
export function ShopsOverviewTable({ shops }: { shops: readonly Shop[] }) {
  const { t } = useTranslation('dashboard');
  if (shops.length === 0) return <EmptyState message={t('No shops found')} />;
  return (
    <DashboardTable
      label={t('Shops overview')}
      minWidth={560}
      headers={[msg('Name'), msg('Location'), msg('Agent'), msg('Cashier'), '']}
    >
      {shops.slice(0, 5).map((shop) => (
        <Table.Tr key={shop.id}>
          <Table.Td fw={500}>{shop.name}</Table.Td>
          <Table.Td>{shopLocation(shop)}</Table.Td>
          <Table.Td>{fullName(shop.agent)}</Table.Td>
          <Table.Td>{shop.cashier ? <ShopCashierName cashier={shop.cashier} /> : t('None')}</Table.Td>
          <Table.Td>
            <AnchorLink to="/superagent/shops/$id" params={{ id: shop.id }} size="sm">
              {t('View')}
            </AnchorLink>
          </Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
