import type { BalanceOverviewUser, User } from '@bingo/contracts';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { AnchorLink } from '@/components/links';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { formatBirr } from '@/lib/format';
import { DashboardTable } from '../DashboardTable';

interface SuperAgentsTableProps {
  superAgents: readonly User[];
  /** Balances by user id from the admin balance overview; absent while it loads or if it failed. */
  balances: ReadonlyMap<string, BalanceOverviewUser>;
}

export function SuperAgentsTable({ superAgents, balances }: SuperAgentsTableProps) {
  const { t } = useTranslation('dashboard');
  if (superAgents.length === 0) return <EmptyState message={t('No super agents yet')} />;
  return (
    <DashboardTable
      label={t('Super agents')}
      minWidth={620}
      headers={[msg('Name'), msg('Email'), msg('Shops'), msg('Balance'), msg('Status'), '']}
    >
      {superAgents.map((sa) => {
        const balance = balances.get(sa.id);
        return (
          <Table.Tr key={sa.id}>
            <Table.Td fw={500}>{fullName(sa)}</Table.Td>
            <Table.Td>{sa.email}</Table.Td>
            <Table.Td>{sa.shopsCount}</Table.Td>
            <Table.Td>{balance ? formatBirr(balance.balance) : '—'}</Table.Td>
            <Table.Td>
              <Badge color={sa.isActive ? 'green' : 'gray'} variant="light" tt="none">
                {sa.isActive ? t('Active') : t('Inactive')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <AnchorLink to="/admin/super-agents/$id" params={{ id: sa.id }} size="sm">
                {t('View')}
              </AnchorLink>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DashboardTable>
  );
}
