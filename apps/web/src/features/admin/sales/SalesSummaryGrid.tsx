import type { SalesSummary, UserSalesSummary } from '@bingo/contracts';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconCash, IconDeviceGamepad2, IconGift } from '@tabler/icons-react';
import { StatCard } from '@/components/StatCard';
import { formatBirr } from '@/lib/format';
import { averagePerGame, bonusPercent, revenueByRole, SELLING_ROLES } from './sales-report';

interface SalesSummaryGridProps {
  summary: SalesSummary | undefined;
  users: readonly UserSalesSummary[];
  loading: boolean;
}

export function SalesSummaryGrid({ summary, users, loading }: SalesSummaryGridProps) {
  const revenue = summary?.totalRevenue ?? 0;
  const games = summary?.totalGames ?? 0;
  const byRole = revenueByRole(users);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          label="Total Revenue"
          loading={loading}
          value={formatBirr(revenue)}
          icon={<IconCash size={22} />}
          color="green"
        />
        <StatCard
          label="Total Games"
          loading={loading}
          value={games.toLocaleString('en-US')}
          icon={<IconDeviceGamepad2 size={22} />}
          color="blue"
        />
        <StatCard
          label="Total Bonus"
          loading={loading}
          value={formatBirr(summary?.totalBonus ?? 0)}
          description={`${bonusPercent({ totalBonus: summary?.totalBonus ?? 0, totalRevenue: revenue })} of revenue`}
          icon={<IconGift size={22} />}
          color="orange"
        />
        <StatCard
          label="Average per Game"
          loading={loading}
          value={formatBirr(averagePerGame(revenue, games))}
          icon={<IconCalculator size={22} />}
          color="grape"
        />
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-label="Revenue by Role">
        <Title order={4} mb="sm">
          Revenue by Role
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {SELLING_ROLES.map((role) => {
            const share = revenue > 0 ? (byRole[role] / revenue) * 100 : 0;
            return (
              <Stack key={role} gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={500}>
                    {role}
                  </Text>
                  <Text size="sm" fw={600} data-testid={`revenue-${role}`}>
                    {formatBirr(byRole[role])}
                  </Text>
                </Group>
                <Progress value={share} color="bingo" aria-label={`${role} share of revenue`} />
              </Stack>
            );
          })}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
