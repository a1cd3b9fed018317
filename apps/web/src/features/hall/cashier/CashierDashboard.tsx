import { Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceChip } from '@/components/BalanceChip';
import { DateRangePicker } from '@/components/date-range/DateRangePicker';
import type { DaySpan } from '@/components/date-range/presets';
import { PageHeader } from '@/components/PageHeader';
import { balanceQueries } from '@/features/balance/balance.queries';
import { DownloadCardsButton } from '@/features/cards/DownloadCardsButton';
import { SalesOverview } from '@/features/hall/cashier/SalesOverview';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';
import { useHallTheme } from '@/features/hall/themes';
import { UnfinishedGameOffer } from '@/features/hall/UnfinishedGameOffer';
import { useHallDay } from '@/lib/use-hall-day';

export function CashierDashboard() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const today = useHallDay();
  const [span, setSpan] = useState<DaySpan | null>(null);
  const balance = useQuery(balanceQueries.mine());
  const { color } = useHallTheme('page');
  const shown = span ?? { start: today, end: today };

  return (
    <ThemedPage kind="page">
      <PageHeader title={t('Dashboard')} />
      <Paper withBorder p="md" mb="lg">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Text fw={700}>{t('Remaining Balance')}</Text>
            {balance.isError ? (
              <Text c="red" size="sm" role="alert">
                {t('Failed to load balance data. Please try again later.')}
              </Text>
            ) : (
              <BalanceChip amount={balance.data?.amount} loading={balance.isPending} size="xl" />
            )}
          </Group>
          <DownloadCardsButton color={color} />
        </Group>
      </Paper>
      <Paper withBorder p="md" mb="lg">
        <DateRangePicker value={span} onChange={setSpan} today={today} />
      </Paper>
      <SalesOverview span={shown} isToday={shown.start === today && shown.end === today} />
      <UnfinishedGameOffer onReturn={() => navigate({ to: '/game' })} />
    </ThemedPage>
  );
}
