import type { User } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { canReceiveMoney } from '@/features/balance/transfer-rules';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { DashboardTable } from '../DashboardTable';
import { MemberLinks } from '../MemberLinks';

export function YourCashiersTable({ cashiers }: { cashiers: readonly User[] }) {
  const { t } = useTranslation('dashboard');
  if (cashiers.length === 0) return <EmptyState message={t('No cashiers found.')} />;
  return (
    <DashboardTable
      label={t('Your cashiers')}
      minWidth={560}
      headers={[msg('Name'), msg('Shop'), msg('Email'), msg('Actions')]}
    >
      {cashiers.map((cashier) => (
        <Table.Tr key={cashier.id}>
          <Table.Td fw={500}>{fullName(cashier)}</Table.Td>
          <Table.Td>{cashier.shopName ?? t('Not Assigned')}</Table.Td>
          <Table.Td>{cashier.email}</Table.Td>
          <Table.Td>
            {/* The balance page opens its transfer dialog for this cashier. */}
            <MemberLinks
              view={{ to: '/agent/cashiers' }}
              transfer={{ to: '/agent/balance', search: { to: cashier.id } }}
              canTransfer={canReceiveMoney(cashier)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
