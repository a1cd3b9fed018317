import type { SalesSummary } from '@bingo/contracts';
import { Anchor, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconCards, IconCash, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DaySpan } from '@/components/date-range/presets';
import { ErrorBanner } from '@/components/ErrorBanner';
import { StatCard } from '@/components/StatCard';
import { salesQueries } from '@/features/sales/sales.queries';
import { messageOf } from '@/lib/api';
import { dayRange, formatBirr, formatDateTime, formatTime, MISSING_FIGURE } from '@/lib/format';

/** 'Today's Sales Summary' tiles and the 'Recent Sales' table for the chosen days (today by default). */
export function SalesOverview({ span, isToday }: { span: DaySpan; isToday: boolean }) {
  const { t } = useTranslation('routes');
  const range = dayRange(span.start, span.end);
  const summary = useQuery(salesQueries.summary(range));
  const recent = useQuery(salesQueries.list({ ...range, limit: 5 }));
  const loading = summary.isPending || recent.isPending;
  const error = summary.error ?? recent.error;
  const rows = recent.data?.items.slice(0, 5) ?? [];
  // Sales of one day need only their time; over several days, the time alone would not say which.
  const when = span.start === span.end ? formatTime : formatDateTime;
  // A summary that failed shows '—' under the banner, not a zero it does not know.
  const figure = (text: (s: SalesSummary) => string) => (summary.data ? text(summary.data) : MISSING_FIGURE);

  return (
    <>
      <Title order={3} mb="sm">
        {isToday ? t("Today's Sales Summary") : t('Sales Summary')}
      </Title>
      {error && (
        <ErrorBanner message={t('Failed to load dashboard data: {{error}}', { error: messageOf(error) })} />
      )}
      {loading && <Text c="dimmed">{t('Loading sales data...')}</Text>}
      {summary.data && summary.data.totalGames === 0 && (
        <Text c="dimmed" mb="sm">
          {isToday
            ? t('No sales data available for today.')
            : t('No sales data available for the selected dates.')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <StatCard
          label={t('Total Sales')}
          value={figure((s) => formatBirr(s.totalRevenue))}
          loading={summary.isPending}
          icon={<IconCash size={22} />}
        />
        <StatCard
          label={t('Cards Sold')}
          value={figure((s) => s.totalCards.toLocaleString('en-US'))}
          loading={summary.isPending}
          icon={<IconCards size={22} />}
          color="blue"
        />
        <StatCard
          label={t('Winnings Paid')}
          value={figure((s) => formatBirr(s.totalWinnings))}
          loading={summary.isPending}
          icon={<IconTrophy size={22} />}
          color="yellow"
        />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('Recent Sales')}</Title>
          <Anchor component={Link} to="/sales">
            {t('View All Sales')}
          </Anchor>
        </Group>
        {recent.data && rows.length === 0 ? (
          <Text c="dimmed">
            {isToday ? t('No recent sales today.') : t('No recent sales for the selected dates.')}
          </Text>
        ) : (
          <Table striped aria-label={t('Recent Sales')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Time')}</Table.Th>
                <Table.Th>{t('Cards')}</Table.Th>
                <Table.Th>{t('Amount')}</Table.Th>
                <Table.Th>{t('Win')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((sale) => (
                <Table.Tr key={sale.id}>
                  <Table.Td>{when(sale.playedAt)}</Table.Td>
                  <Table.Td>{sale.numberOfCards}</Table.Td>
                  <Table.Td>{formatBirr(sale.totalAmount)}</Table.Td>
                  <Table.Td>{formatBirr(sale.actualWin)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </>
  );
}
