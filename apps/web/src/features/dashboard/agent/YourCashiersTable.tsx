import type { User } from '@bingo/contracts';
import { Group, Table } from '@mantine/core';
import { AppAnchor } from '../../../components/AppLink';
import { EmptyState } from '../../../components/EmptyState';
import { paths } from '../../../lib/paths';
import { fullName } from '../../users/users.queries';

export function YourCashiersTable({ cashiers }: { cashiers: readonly User[] }) {
  if (cashiers.length === 0) return <EmptyState message="No cashiers found." />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Your cashiers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Shop</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
