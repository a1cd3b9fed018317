import type { Shop } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { AppAnchor } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { shopLocation } from '@/features/shops/shops.queries';
import { fullName } from '@/features/users/users.queries';
import { paths } from '@/lib/paths';
import { DashboardTable } from '../DashboardTable';

/** The first five shops (spec); the caller offers 'View All Shops' when there are more. */
export function ShopsOverviewTable({ shops }: { shops: readonly Shop[] }) {
  if (shops.length === 0) return <EmptyState message="No shops found" />;
  return (
    <DashboardTable
      label="Shops overview"
      minWidth={560}
      headers={['Name', 'Location', 'Agent', 'Cashier', '']}
    >
      {shops.slice(0, 5).map((shop) => (
        <Table.Tr key={shop.id}>
          <Table.Td fw={500}>{shop.name}</Table.Td>
          <Table.Td>{shopLocation(shop)}</Table.Td>
          <Table.Td>{fullName(shop.agent)}</Table.Td>
          <Table.Td>{shop.cashier ? fullName(shop.cashier) : 'None'}</Table.Td>
          <Table.Td>
            <AppAnchor href={paths.superAgent.shop(shop.id)} size="sm">
              View
            </AppAnchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
