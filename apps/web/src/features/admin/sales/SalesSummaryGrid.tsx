import type { SalesSummary, UserSalesSummary } from '@bingo/contracts';
import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconCash, IconDeviceGamepad2, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/StatCard';
import { formatBirr, MISSING_FIGURE } from '@/lib/format';
import { ROLE_LABELS } from '../role-labels';
import { averagePerGame, bonusPercent, revenueByRole, SELLING_ROLES } from './sales-report';

interface SalesSummaryGridProps {
  /** The range's totals; undefined while loading or once failed. */
  summary: SalesSummary | undefined;
  loading: boolean;
  /** The per-user totals Revenue by Role sums; undefined while loading or once failed. */
  users: readonly UserSalesSummary[] | undefined;
  usersLoading: boolean;
}

/**
 * The range's tiles and Revenue by Role. A figure still loading shows a skeleton, one that failed
 * '—' (the page's banner says why), never a zero it does not know.
 */
export function SalesSummaryGrid({ summary, loading, users, usersLoading }: SalesSummaryGridProps) {
  const { t } = useTranslation('admin');
  const revenue = summary?.totalRevenue ?? 0;
  const games = summary?.totalGames ?? 0;
  const known = (text: (s: SalesSummary) => string) => (summary ? text(summary) : undefined);
  const byRole = users ? revenueByRole(users) : undefined;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          label={t('Total Revenue')}
          loading={loading}
          value={known((s) => formatBirr(s.totalRevenue)) ?? MISSING_FIGURE}
          icon={<IconCash size={22} />}
          color="green"
        />
        <StatCard
          label={t('Total Games')}
          loading={loading}
          value={known(() => games.toLocaleString('en-US')) ?? MISSING_FIGURE}
          icon={<IconDeviceGamepad2 size={22} />}
          color="blue"
        />
        <StatCard
          label={t('Total Bonus')}
          loading={loading}
          value={known((s) => formatBirr(s.totalBonus)) ?? MISSING_FIGURE}
          description={known((s) => t('{{percent}} of revenue', { percent: bonusPercent(s) }))}
          icon={<IconGift size={22} />}
          color="orange"
        />
        <StatCard
          label={t('Average per Game')}
          loading={loading}
          value={known(() => formatBirr(averagePerGame(revenue, games))) ?? MISSING_FIGURE}
          icon={<IconCalculator size={22} />}
          color="grape"
        />
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-label={t('Revenue by Role')}>
        <Title order={4} mb="sm">
          {t('Revenue by Role')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {SELLING_ROLES.map((role) => {
            const share = byRole && revenue > 0 ? (byRole[role] / revenue) * 100 : 0;
            // i18n-dynamic: role labels are msg() keys in role-labels.ts
            const name = t(ROLE_LABELS[role]);
            return (
              <Stack key={role} gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  {usersLoading ? (
                    <Skeleton h={16} w={80} data-testid={`revenue-${role}-loading`} />
                  ) : (
                    <Text size="sm" fw={600} data-testid={`revenue-${role}`}>
                      {byRole ? formatBirr(byRole[role]) : MISSING_FIGURE}
                    </Text>
                  )}
                </Group>
                <Progress
                  value={share}
                  color="bingo"
                  aria-label={t('{{role}} share of revenue', { role: name })}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
