import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/DateRangeFields';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { TYPE_FILTERS } from '@/features/network/transactions-filter';
import type { TransactionsSearch } from '@/features/network/transactions-search';
import { BackButton } from '@/features/shell/BackButton';
import { preload } from '@/lib/preload';
import { balanceQueries } from './balance.queries';
import { TransactionsLimitNotice } from './TransactionsLimitNotice';
import { TransactionsTable } from './TransactionsTable';
import { transactionsQuery } from './transactions-query';

export function preloadAllTransactions(queryClient: QueryClient, search: TransactionsSearch) {
  return preload(queryClient.ensureQueryData(balanceQueries.transactions(transactionsQuery(search))));
}

interface AllTransactionsPageProps {
  viewerId: string;
  /** The filters, kept in the address. */
  search: TransactionsSearch;
  onFilter: (next: Partial<TransactionsSearch>) => void;
}

/** Every movement of a super agent's balance, filtered by type and days. */
export function AllTransactionsPage({ viewerId, search, onFilter: filter }: AllTransactionsPageProps) {
  const { t } = useTranslation('routes');
  const transactions = useQuery(balanceQueries.transactions(transactionsQuery(search)));
  // No days in the address means every date, so the fields stay empty.
  const range = { start: search.start ?? '', end: search.end ?? '' };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('All Transactions')}
        subtitle={t('Every movement of your balance')}
        actions={<BackButton to="/superagent/balance" />}
      />
      {transactions.isError ? (
        <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
      ) : null}
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('Type')}
            data={[{ value: 'all', label: t('All types') }, ...TYPE_FILTERS]}
            value={search.type ?? 'all'}
            onChange={(v) => filter({ type: TYPE_FILTERS.find((f) => f.value === v)?.value })}
            allowDeselect={false}
            w={180}
          />
          <DateRangeFields value={range} onApply={(r) => filter({ start: r?.start, end: r?.end })} />
          {search.start ? (
            <Button
              variant="subtle"
              leftSection={<IconX size={14} />}
              onClick={() => filter({ start: undefined, end: undefined })}
            >
              {t('All dates')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        {transactions.isPending ? (
          <LoadingState />
        ) : (
          <>
            <TransactionsLimitNotice count={transactions.data?.items.length ?? 0} />
            <TransactionsTable transactions={transactions.data?.items ?? []} viewerId={viewerId} />
          </>
        )}
      </Paper>
    </Stack>
  );
}
