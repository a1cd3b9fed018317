import type { BalanceOverview, SalesSummary } from '@bingo/contracts';
import { Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBirr, MISSING_FIGURE as MISSING } from '@/lib/format';

interface SystemOverviewProps {
  overview: BalanceOverview | undefined;
  today: SalesSummary | undefined;
  loading: boolean;
}

function Row({ label, value, loading }: { label: string; value: ReactNode; loading: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton h={18} w={90} />
      ) : (
        <Text fw={600} aria-label={label}>
          {value}
        </Text>
      )}
    </Group>
  );
}

/** Live figures: every balance summed by the server, today's games, and who is active. */
export function SystemOverview({ overview, today, loading }: SystemOverviewProps) {
  const { t } = useTranslation('dashboard');
  const active = overview?.items.filter((u) => u.isActive).length;
  return (
    <Stack gap="sm">
      <Row
        label={t('Total System Balance')}
        value={overview ? formatBirr(overview.totalSystemBalance) : MISSING}
        loading={loading}
      />
      <Divider />
      <Row label={t('Games Today')} value={today ? today.totalGames : MISSING} loading={loading} />
      <Row
        label={t('Sales Today')}
        value={today ? formatBirr(today.totalRevenue) : MISSING}
        loading={loading}
      />
      <Row
        label={t('Commission Today')}
        value={today ? formatBirr(today.totalCommission) : MISSING}
        loading={loading}
      />
      <Divider />
      <Row
        label={t('Active Users')}
        value={overview ? t('{{active}} of {{total}}', { active, total: overview.totalUsers }) : MISSING}
        loading={loading}
      />
    </Stack>
  );
}
