import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppButtonLink } from '@/components/AppLink';
import { DateRangeFields } from '@/components/DateRangeFields';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { TransactionsTable } from '@/features/balance/TransactionsTable';
import { preload } from '@/features/network/preload';
import {
  parseTransactionsSearch,
  type TransactionsSearch,
  TYPE_FILTERS,
  transactionsQuery,
} from '@/features/network/transactions-filter';
import { paths } from '@/lib/paths';

export const Route = createFileRoute('/_app/superagent/balance/transactions')({
  beforeLoad: requireRole('SuperAgent'),
  validateSearch: parseTransactionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    preload(queryClient.ensureQueryData(balanceQueries.transactions(transactionsQuery(deps)))),
  component: AllTransactionsPage,
});

function AllTransactionsPage() {
  const { t } = useTranslation('routes');
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const transactions = useQuery(balanceQueries.transactions(transactionsQuery(search)));
  const filter = (next: Partial<TransactionsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  // No days in the address means every date, so the fields stay empty.
  const range = { start: search.start ?? '', end: search.end ?? '' };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('All Transactions')}
        subtitle={t('Every movement of your balance')}
        actions={
          <AppButtonLink
            href={paths.superAgent.balance}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('Back')}
          </AppButtonLink>
        }
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
          <TransactionsTable transactions={transactions.data?.items ?? []} viewerId={user.id} />
        )}
      </Paper>
    </Stack>
  );
}
