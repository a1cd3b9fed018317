import { TRANSACTIONS_LIST_MAX, type Transaction, type TransactionsQuery } from '@bingo/contracts';
import { Badge, Button, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput, type DayValue } from '@/components/DayInput';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { balanceQueries } from '@/features/balance/balance.queries';
import { partyName, usePartyNames } from '@/features/balance/party-names';
import { TransactionsLimitNotice } from '@/features/balance/TransactionsLimitNotice';
import { transactionTypeLabel } from '@/features/balance/transaction-types';
import { shownNotes } from '@/features/balance/transfer-rules';
import { useNotesWords } from '@/features/balance/use-notes-words';
import { msg } from '@/i18n/msg';
import { dayRange, formatDateTime } from '@/lib/format';

const TYPE_FILTERS = [
  { value: 'all', label: msg('All Types') },
  { value: 'topup', label: msg('Top-Up') },
  { value: 'transfer', label: msg('Transfer') },
];

const HEADERS = [msg('ID'), msg('Date'), msg('Type'), msg('From'), msg('To'), msg('Amount'), msg('Notes')];

const TYPE_COLOR: Record<Transaction['type'], string> = {
  TopUp: 'green',
  Transfer: 'blue',
  GamePurchase: 'orange',
  Reversal: 'gray',
};

/** The spec shows transaction ids cut to 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** The filter as the API takes it: a day's bounds in the hall's zone, the end day included whole. */
export function transactionFilters(type: string, startDay: string, endDay: string): TransactionsQuery {
  return {
    limit: TRANSACTIONS_LIST_MAX,
    type: type === 'topup' ? 'TopUp' : type === 'transfer' ? 'Transfer' : undefined,
    startDate: startDay ? dayRange(startDay).startDate : undefined,
    endDate: endDay ? dayRange(endDay).endDate : undefined,
  };
}

export function TransactionHistoryTab() {
  const { t } = useTranslation('admin');
  useNotesWords();
  const [type, setType] = useState('all');
  // A day whose text is no date (null) filters nothing until it is corrected; its field says why.
  const [startDay, setStartDay] = useState<DayValue>('');
  const [endDay, setEndDay] = useState<DayValue>('');
  const outOfOrder = Boolean(startDay && endDay && startDay > endDay);
  const filters = transactionFilters(type, startDay ?? '', (outOfOrder ? startDay : endDay) ?? '');
  const transactions = useQuery(balanceQueries.transactions(filters));
  const rows = transactions.data?.items ?? [];
  const names = usePartyNames();

  return (
    <>
      <Group align="flex-start" gap="sm" mb="md">
        <Select
          label={t('Type')}
          // i18n-dynamic: the labels are msg() keys in TYPE_FILTERS
          data={TYPE_FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
          value={type}
          onChange={(v) => setType(v ?? 'all')}
          allowDeselect={false}
          w={160}
        />
        <DayInput label={t('Start Date')} value={startDay} onChange={setStartDay} />
        <DayInput
          label={t('End Date')}
          value={endDay}
          onChange={setEndDay}
          error={outOfOrder ? t('End date is before the start date') : undefined}
        />
        <Button
          variant="default"
          mt={25}
          leftSection={<IconRefresh size={16} />}
          onClick={() => {
            setType('all');
            setStartDay('');
            setEndDay('');
          }}
        >
          {t('Reset Filters')}
        </Button>
      </Group>
      {transactions.isError ? (
        <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
      ) : transactions.isPending ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={t('No transactions found')} />
      ) : (
        <>
          <TransactionsLimitNotice count={rows.length} />
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('Transactions')}>
              <Table.Thead>
                <Table.Tr>
                  {HEADERS.map((h) => (
                    // i18n-dynamic: the headers are msg() keys in HEADERS
                    <Table.Th key={h}>{t(h)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((tx) => (
                  <Table.Tr key={tx.id}>
                    <Table.Td>
                      <Tooltip label={tx.id}>
                        <Text size="sm" ff="monospace">
                          {shortId(tx.id)}
                        </Text>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(tx.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={TYPE_COLOR[tx.type]}>
                        {transactionTypeLabel(tx.type)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{partyName(tx.senderId, tx.senderEmail, names)}</Table.Td>
                    <Table.Td>{partyName(tx.receiverId, tx.receiverEmail, names)}</Table.Td>
                    <Table.Td>
                      <Money value={tx.amount} fw={600} />
                    </Table.Td>
                    <Table.Td>{tx.notes ? shownNotes(tx.notes) : '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </>
  );
}
