import type { Transaction } from '@bingo/contracts';
import { Table, Text } from '@mantine/core';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/Money';
import { formatBirr, formatDateTime } from '@/lib/format';
import { transactionTypeLabel } from '../balance/transaction-types';
import { DashboardTable } from './DashboardTable';

/** Money in is green with +, money out red with -, movements between others neutral. */
export function TransactionAmount({
  transaction,
}: {
  transaction: Pick<Transaction, 'amount' | 'direction'>;
}) {
  if (transaction.direction === 'NEUTRAL')
    return <Text component="span">{formatBirr(transaction.amount)}</Text>;
  return <Money value={transaction.amount} sign={transaction.direction === 'CREDIT' ? '+' : '-'} colored />;
}

interface RecentTransactionsProps {
  transactions: readonly Transaction[];
  /** At most this many rows, newest first (the spec's 5). */
  limit?: number;
}

export function RecentTransactions({ transactions, limit = 5 }: RecentTransactionsProps) {
  if (transactions.length === 0) return <EmptyState message="No recent transactions found" />;
  return (
    <DashboardTable
      label="Recent transactions"
      minWidth={520}
      headers={['Date', 'Type', 'Amount', 'Description']}
    >
      {transactions.slice(0, limit).map((t) => (
        <Table.Tr key={t.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.createdAt)}</Table.Td>
          <Table.Td>{transactionTypeLabel(t.type)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <TransactionAmount transaction={t} />
          </Table.Td>
          <Table.Td>{t.notes?.trim() ? t.notes : 'N/A'}</Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
