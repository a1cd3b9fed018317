import type { BalanceOverviewUser } from '@bingo/contracts';
import { Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconUserDollar,
  IconUserPlus,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { ButtonLink } from '@/components/links';
import { StatCard } from '@/components/StatCard';
import { balanceQueries } from '@/features/balance/balance.queries';
import { salesQueries } from '@/features/sales/sales.queries';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { messageOf } from '@/lib/api';
import { dayRange, hallDay } from '@/lib/format';
import { useHallDay } from '@/lib/use-hall-day';
import { RecentShopsTable } from './admin/RecentShopsTable';
import { SuperAgentsTable } from './admin/SuperAgentsTable';
import { SystemOverview } from './admin/SystemOverview';
import { dashboardQueries } from './dashboard.queries';
import { SectionCard, ViewAllLink } from './SectionCard';

/** A day's sales in the System Overview: today's by default, the hall's today as it turns. */
const todayQuery = (today = hallDay()) => salesQueries.summary(dayRange(today));

/** Starts every fetch while the page's code loads; each section shows its own state. */
export function prefetchAdminDashboard(queryClient: QueryClient) {
  void queryClient.prefetchQuery(dashboardQueries.stats());
  void queryClient.prefetchQuery(shopQueries.list());
  void queryClient.prefetchQuery(userQueries.byRole('SuperAgent'));
  void queryClient.prefetchQuery(balanceQueries.overview());
  void queryClient.prefetchQuery(todayQuery());
}

/** The admin's home screen: the whole network's counts, recent shops, the system's money and the super agents. */
export function AdminDashboard({ viewerEmail }: { viewerEmail: string }) {
  const { t } = useTranslation('routes');
  const stats = useQuery(dashboardQueries.stats());
  const shops = useQuery(shopQueries.list());
  const superAgents = useQuery(userQueries.byRole('SuperAgent'));
  const overview = useQuery(balanceQueries.overview());
  // The page stays open past midnight: Games Today and Sales Today move on to the new hall day.
  const hallToday = useHallDay();
  const today = useQuery(todayQuery(hallToday));
  const failed = [stats, shops, superAgents, overview, today].find((q) => q.isError);
  const balances = new Map<string, BalanceOverviewUser>((overview.data?.items ?? []).map((u) => [u.id, u]));
  const name = viewerEmail.split('@')[0] ?? viewerEmail;

  return (
    <Stack gap="lg">
      {failed ? (
        <ErrorBanner
          message={t('Failed to load dashboard data: {{error}}', { error: messageOf(failed.error) })}
        />
      ) : null}
      <Paper
        p="xl"
        radius="lg"
        c="white"
        style={{
          background: 'linear-gradient(120deg, var(--mantine-color-bingo-8), var(--mantine-color-orange-7))',
        }}
      >
        <Group justify="space-between" align="center">
          <div>
            <Title order={2}>{t('Welcome back, {{name}}!', { name })}</Title>
            <Text opacity={0.9}>{t('Here is what is happening across your network today.')}</Text>
          </div>
          <Group>
            <ButtonLink
              to="/admin/super-agents"
              search={{ create: true }}
              variant="white"
              leftSection={<IconUserPlus size={16} />}
            >
              {t('Add Super Agent')}
            </ButtonLink>
            <ButtonLink
              to="/admin/sales"
              variant="outline"
              color="white"
              leftSection={<IconChartBar size={16} />}
            >
              {t('View Reports')}
            </ButtonLink>
          </Group>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label={t('Total Shops')}
          value={stats.data?.totalShops ?? 0}
          loading={stats.isPending}
          icon={<IconBuildingStore size={22} />}
        />
        <StatCard
          label={t('Super Agents')}
          value={stats.data?.totalSuperAgents ?? 0}
          loading={stats.isPending}
          icon={<IconUserShield size={22} />}
          color="grape"
        />
        <StatCard
          label={t('Agents')}
          value={stats.data?.totalAgents ?? 0}
          loading={stats.isPending}
          icon={<IconUsers size={22} />}
          color="blue"
        />
        <StatCard
          label={t('Cashiers')}
          value={stats.data?.totalCashiers ?? 0}
          loading={stats.isPending}
          icon={<IconUserDollar size={22} />}
          color="teal"
        />
      </SimpleGrid>

      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <SectionCard
            title={t('Recent Shops')}
            action={<ViewAllLink to="/admin/shops" />}
            loading={shops.isPending}
          >
            <RecentShopsTable shops={shops.data?.items ?? []} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard title={t('System Overview')}>
            <SystemOverview
              overview={overview.data}
              today={today.data}
              loading={overview.isPending || today.isPending}
            />
          </SectionCard>
        </Grid.Col>
      </Grid>

      <SectionCard
        title={t('Super Agents')}
        action={<ViewAllLink to="/admin/super-agents" />}
        loading={superAgents.isPending}
      >
        <SuperAgentsTable superAgents={superAgents.data?.items ?? []} balances={balances} />
      </SectionCard>
    </Stack>
  );
}
