import type { User } from '@bingo/contracts';
import { Group, Table } from '@mantine/core';
import { AppAnchor } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { fullName } from '@/features/users/users.queries';
import { paths } from '@/lib/paths';
import { DashboardTable } from '../DashboardTable';

export function YourCashiersTable({ cashiers }: { cashiers: readonly User[] }) {
  if (cashiers.length === 0) return <EmptyState message="No cashiers found." />;
  return (
    <DashboardTable label="Your cashiers" minWidth={560} headers={['Name', 'Shop', 'Email', 'Actions']}>
      {cashiers.map((cashier) => (
        <Table.Tr key={cashier.id}>
          <Table.Td fw={500}>{fullName(cashier)}</Table.Td>
          <Table.Td>{cashier.shopName ?? 'Not Assigned'}</Table.Td>
          <Table.Td>{cashier.email}</Table.Td>
          <Table.Td>
            <Group gap="sm">
              <AppAnchor href={paths.agent.cashiers} size="sm">
                View
              </AppAnchor>
              <AppAnchor href={paths.agent.transferTo(cashier.id)} size="sm">
                Transfer
              </AppAnchor>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
