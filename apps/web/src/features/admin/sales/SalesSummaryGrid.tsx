import type { SalesSummary, UserSalesSummary } from '@bingo/contracts';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconCash, IconDeviceGamepad2, IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/StatCard';
import { formatBirr } from '@/lib/format';
import { ROLE_LABELS } from '../role-labels';
import { averagePerGame, bonusPercent, revenueByRole, SELLING_ROLES } from './sales-report';

interface SalesSummaryGridProps {
  summary: SalesSummary | undefined;
  users: readonly UserSalesSummary[];
  loading: boolean;
}

export function SalesSummaryGrid({ summary, users, loading }: SalesSummaryGridProps) {
  const { t } = useTranslation('admin');
  const revenue = summary?.totalRevenue ?? 0;
  const games = summary?.totalGames ?? 0;
  const byRole = revenueByRole(users);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          label={t('Total Revenue')}
          loading={loading}
          value={formatBirr(revenue)}
          icon={<IconCash size={22} />}
          color="green"
        />
        <StatCard
          label={t('Total Games')}
          loading={loading}
          value={games.toLocaleString('en-US')}
          icon={<IconDeviceGamepad2 size={22} />}
          color="blue"
        />
        <StatCard
          label={t('Total Bonus')}
          loading={loading}
          value={formatBirr(summary?.totalBonus ?? 0)}
          description={t('{{percent}} of revenue', {
            percent: bonusPercent({ totalBonus: summary?.totalBonus ?? 0, totalRevenue: revenue }),
          })}
          icon={<IconGift size={22} />}
          color="orange"
        />
        <StatCard
          label={t('Average per Game')}
          loading={loading}
          value={formatBirr(averagePerGame(revenue, games))}
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
            const share = revenue > 0 ? (byRole[role] / revenue) * 100 : 0;
            // i18n-dynamic: role labels are msg() keys in role-labels.ts
            const name = t(ROLE_LABELS[role]);
            return (
              <Stack key={role} gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="sm" fw={600} data-testid={`revenue-${role}`}>
                    {formatBirr(byRole[role])}
                  </Text>
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
