import type { Transaction } from '@bingo/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/Money';
import { msg } from '@/i18n/msg';
import { formatBirr, formatDateTime } from '@/lib/format';
import { transactionTypeLabel } from '../balance/transaction-types';
import { shownNotes } from '../balance/transfer-rules';
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
  const { t } = useTranslation('dashboard');
  if (transactions.length === 0) return <EmptyState message={t('No recent transactions found')} />;
  return (
    <DashboardTable
      label={t('Recent transactions')}
      minWidth={520}
      headers={[msg('Date'), msg('Type'), msg('Amount'), msg('Description')]}
    >
      {transactions.slice(0, limit).map((tx) => (
        <Table.Tr key={tx.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(tx.createdAt)}</Table.Td>
          <Table.Td>{transactionTypeLabel(tx.type)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <TransactionAmount transaction={tx} />
          </Table.Td>
          <Table.Td>{tx.notes?.trim() ? shownNotes(tx.notes) : t('N/A')}</Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
