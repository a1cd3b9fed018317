import { SALES_LIST_MAX } from '@bingo/contracts';
import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconListDetails, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '@/components/DateRangeFields';
import { DateRangeFields } from '@/components/DateRangeFields';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { useSaleLabels } from '@/features/sales/sale-labels';
import { salesQueries } from '@/features/sales/sales.queries';
import { salesQueryRange } from '@/features/sales/sales-range';
import { messageText } from '@/i18n/message-text';
import { USERS_DATA_FAILED } from '@/lib/failure-messages';
import { RevenueChart } from './RevenueChart';
import { SalesSummaryGrid } from './SalesSummaryGrid';
import { SalesTransactionsTab } from './SalesTransactionsTab';
import { UserPerformanceTab } from './UserPerformanceTab';

interface AdminSalesPageProps {
  range: DayRange;
  onRangeChange: (range: DayRange | null) => void;
}

/** The four calls of the page for a range of hall days, for the route loader too. */
export function adminSalesQueries(range: DayRange) {
  const bounds = salesQueryRange(range);
  return {
    list: salesQueries.list({ ...bounds, limit: SALES_LIST_MAX }),
    summary: salesQueries.summary(bounds),
    users: salesQueries.usersSummary(bounds),
    daily: salesQueries.daily(bounds),
  };
}

export function AdminSalesPage({ range, onRangeChange }: AdminSalesPageProps) {
  const { t } = useTranslation('admin');
  // The tables below show the sales words too; the range's labels are theirs.
  useSaleLabels();
  const q = adminSalesQueries(range);
  const list = useQuery(q.list);
  const summary = useQuery(q.summary);
  const users = useQuery(q.users);
  const daily = useQuery(q.daily);
  // Revenue by Role sums the per-user figures, so their failure is the page's too.
  const failed = [list, summary, users, daily].some((r) => r.isError);

  return (
    <Stack gap="md">
      <PageHeader title={t('Sales Management')} subtitle={t('Sales across the whole network')} />
      <Paper withBorder p="md">
        <DateRangeFields
          value={range}
          onApply={onRangeChange}
          // 'From' and 'To' of dates, worded apart from the admin's From and To of a transfer.
          startLabel={t('From', { ns: 'sales' })}
          endLabel={t('To', { ns: 'sales' })}
        />
      </Paper>
      {failed ? <ErrorBanner message={t('Failed to load sales data. Please try again later.')} /> : null}
      <SalesSummaryGrid
        summary={summary.data}
        loading={summary.isPending}
        users={users.data?.items}
        usersLoading={users.isPending}
      />
      <Paper withBorder p="md" component="section" aria-label={t('Revenue per day')}>
        <Title order={4} mb="sm">
          {t('Revenue per Day')}
        </Title>
        {daily.isPending ? (
          <LoadingState />
        ) : (
          <RevenueChart days={daily.data?.items ?? []} start={range.start} end={range.end} />
        )}
      </Paper>
      <Paper withBorder p="md">
        <Tabs defaultValue="transactions" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="transactions" leftSection={<IconListDetails size={16} />}>
              {t('Sales Transactions')}
            </Tabs.Tab>
            <Tabs.Tab value="performance" leftSection={<IconUsers size={16} />}>
              {t('User Performance')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="transactions">
            {list.isPending ? (
              <LoadingState />
            ) : (
              <SalesTransactionsTab rows={list.data?.items ?? []} limit={SALES_LIST_MAX} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="performance">
            {users.isError ? (
              <ErrorBanner message={messageText(USERS_DATA_FAILED)} />
            ) : users.isPending ? (
              <LoadingState />
            ) : (
              <UserPerformanceTab users={users.data?.items ?? []} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
