import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowsExchange, IconBuildingStore, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppButtonLink } from '@/components/AppLink';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { BalanceStatCard } from '@/features/dashboard/BalanceStatCard';
import { RecentTransactionsCard, recentTransactionsQuery } from '@/features/dashboard/RecentTransactionsCard';
import { SectionCard, ViewAllLink } from '@/features/dashboard/SectionCard';
import { ShopsOverviewTable } from '@/features/dashboard/superagent/ShopsOverviewTable';
import { YourAgentsTable } from '@/features/dashboard/superagent/YourAgentsTable';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { messageOf } from '@/lib/api';
import { paths } from '@/lib/paths';

export const Route = createFileRoute('/_app/superagent/')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(balanceQueries.mine());
    void queryClient.prefetchQuery(userQueries.myAgents());
    void queryClient.prefetchQuery(shopQueries.list());
    void queryClient.prefetchQuery(recentTransactionsQuery());
  },
  component: SuperAgentDashboard,
});

function SuperAgentDashboard() {
  const { t } = useTranslation('routes');
  const balance = useQuery(balanceQueries.mine());
  const agents = useQuery(userQueries.myAgents());
  const shops = useQuery(shopQueries.list());
  const recent = useQuery(recentTransactionsQuery());
  const failed = [balance, agents, shops, recent].find((q) => q.isError);
  const shopList = shops.data?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Super Agent Dashboard')}
        subtitle={t('Your agents, shops and funds at a glance')}
      />
      {failed ? (
        <ErrorBanner
          message={t('Failed to load dashboard data: {{error}}', { error: messageOf(failed.error) })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <BalanceStatCard
          amount={balance.data?.amount}
          loading={balance.isPending}
          footer={
            <AppButtonLink
              href={paths.superAgent.transfer()}
              size="xs"
              leftSection={<IconArrowsExchange size={14} />}
            >
              {t('Transfer Funds')}
            </AppButtonLink>
          }
        />
        <StatCard
          label={t('Total Agents')}
          value={agents.data?.items.length ?? 0}
          loading={agents.isPending}
          icon={<IconUsers size={22} />}
          color="blue"
        />
        <StatCard
          label={t('Total Shops')}
          value={shopList.length}
          loading={shops.isPending}
          icon={<IconBuildingStore size={22} />}
          color="grape"
        />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SectionCard
            title={t('Your Agents')}
            action={<ViewAllLink href={paths.superAgent.agents} />}
            loading={agents.isPending}
          >
            <YourAgentsTable agents={agents.data?.items ?? []} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <RecentTransactionsCard allHref={paths.superAgent.transactions} />
        </Grid.Col>
      </Grid>
      <SectionCard
        title={t('Shops Overview')}
        action={
          shopList.length > 5 ? (
            <ViewAllLink href={paths.superAgent.shops}>{t('View All Shops')}</ViewAllLink>
          ) : null
        }
        loading={shops.isPending}
      >
        <ShopsOverviewTable shops={shopList} />
      </SectionCard>
    </Stack>
  );
}
