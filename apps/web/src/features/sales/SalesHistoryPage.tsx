import { type Role, SALES_LIST_MAX } from '@bingo/contracts';
import { Button, Group, Paper } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/components/DateRangeFields';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { SalesLimitNotice } from '@/features/sales/SalesLimitNotice';
import { SalesSummaryCards } from '@/features/sales/SalesSummaryCards';
import { SalesTable } from '@/features/sales/SalesTable';
import { salesQueries } from '@/features/sales/sales.queries';
import { salesHistoryCsv } from '@/features/sales/sales-csv';
import { resolveSalesRange, salesQueryRange } from '@/features/sales/sales-range';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import { downloadCsv } from '@/lib/csv';
import { hallDay } from '@/lib/format';

const SUBTITLE: Record<Role, string> = {
  Admin: msg('Viewing all sales across the system'),
  SuperAgent: msg('Viewing sales for all your agents'),
  Agent: msg('Viewing sales for your shops'),
  Cashier: msg('Viewing your sales history'),
};

const route = getRouteApi('/_app/sales');

export function SalesHistoryPage() {
  const { t } = useTranslation('routes');
  const { user } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const range = resolveSalesRange(search);
  const bounds = salesQueryRange(range);
  const list = useQuery(salesQueries.list({ ...bounds, limit: SALES_LIST_MAX }));
  const summary = useQuery(salesQueries.summary(bounds));
  const rows = list.data?.items ?? [];

  const download = () => {
    if (rows.length === 0) return;
    downloadCsv(`sales_history_${hallDay()}.csv`, salesHistoryCsv(rows));
  };

  return (
    <>
      <PageHeader
        title={t('Sales History')}
        // i18n-dynamic: the subtitles are msg() keys in SUBTITLE above
        subtitle={t(SUBTITLE[user.role])}
        actions={
          <Button leftSection={<IconDownload size={16} />} variant="light" onClick={download}>
            {t('Download Report')}
          </Button>
        }
      />
      <Paper withBorder p="md" mb="lg">
        <Group justify="space-between" align="flex-end">
          <DateRangeFields
            value={range}
            onApply={(r) => void navigate({ search: { start: r?.start, end: r?.end } })}
          />
        </Group>
      </Paper>
      {summary.isError ? <ErrorBanner message={messageOf(summary.error)} /> : null}
      <SalesSummaryCards summary={summary.data} loading={summary.isPending} />
      <Paper withBorder p="md">
        {list.isPending ? (
          <LoadingState label={t('Loading sales history...')} />
        ) : list.isError ? (
          <ErrorBanner message={messageOf(list.error)} />
        ) : rows.length === 0 ? (
          <EmptyState message={t('No sales history found for the selected date range.')} />
        ) : (
          <>
            <SalesLimitNotice count={rows.length} limit={SALES_LIST_MAX} />
            <SalesTable rows={rows} replay={user.role !== 'Cashier'} />
          </>
        )}
      </Paper>
    </>
  );
}
