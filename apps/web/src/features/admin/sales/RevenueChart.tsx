import '@mantine/charts/styles.css';
import type { DailySales } from '@bingo/contracts';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatBirr } from '@/lib/format';
import { dailySeries } from './sales-report';

interface RevenueChartProps {
  days: readonly DailySales[];
  /** The range's hall days (yyyy-MM-dd). */
  start: string;
  end: string;
}

/**
 * An axis amount on one line: the chart breaks tick labels at spaces, so '1,200.00 Br' would stack
 * its unit under the figure.
 */
export function axisBirr(value: number): string {
  return formatBirr(value).replace(/\s/g, '\u00a0');
}

/** Revenue and commission per day. Charts load with this page only, never with the sign-in page. */
export function RevenueChart({ days, start, end }: RevenueChartProps) {
  const { t } = useTranslation('admin');
  const data = dailySeries(days, start, end).map((d) => ({ ...d, date: d.date.slice(5) }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="date"
      series={[
        { name: 'revenue', label: t('Revenue'), color: 'bingo.6' },
        { name: 'commission', label: t('Commission'), color: 'teal.6' },
      ]}
      valueFormatter={formatBirr}
      withLegend
      gridAxis="y"
      tickLine="none"
      yAxisProps={{ width: 110, tickFormatter: axisBirr }}
    />
  );
}
