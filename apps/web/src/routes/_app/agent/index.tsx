import { Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingStore,
  IconPlus,
  IconSettings,
  IconUserDollar,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppButtonLink } from '@/components/AppLink';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { YourCashiersTable } from '@/features/dashboard/agent/YourCashiersTable';
import { YourShopsTable } from '@/features/dashboard/agent/YourShopsTable';
import { BalanceStatCard } from '@/features/dashboard/BalanceStatCard';
import { RecentTransactionsCard, recentTransactionsQuery } from '@/features/dashboard/RecentTransactionsCard';
import { SectionCard, ViewAllLink } from '@/features/dashboard/SectionCard';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { paths } from '@/lib/paths';

export const Route = createFileRoute('/_app/agent/')({
  beforeLoad: requireRole('Agent'),
  // The fetches run in parallel and each one degrades on its own (0 or an empty list).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(balanceQueries.mine());
    void queryClient.prefetchQuery(shopQueries.list());
    void queryClient.prefetchQuery(recentTransactionsQuery());
    void queryClient.prefetchQuery(userQueries.myCashiers());
  },
  component: AgentDashboard,
});

function AgentDashboard() {
  const { t } = useTranslation('routes');
  const balance = useQuery(balanceQueries.mine());
  const shops = useQuery(shopQueries.list());
  const recent = useQuery(recentTransactionsQuery());
  const cashiers = useQuery(userQueries.myCashiers());
  const anyFailed = [balance, shops, recent, cashiers].some((q) => q.isError);
  const shopList = shops.data?.items ?? [];
  const cashierList = cashiers.data?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Agent Dashboard')}
        subtitle={t('Your shops, cashiers and funds at a glance')}
        actions={
          <Group gap="sm">
            <AppButtonLink href={paths.agent.createShop} leftSection={<IconPlus size={16} />}>
              {t('Create New Shop')}
            </AppButtonLink>
            <AppButtonLink href={paths.agent.shops} variant="light" leftSection={<IconSettings size={16} />}>
              {t('Manage Shops')}
            </AppButtonLink>
            <AppButtonLink
              href={paths.agent.balance}
              variant="light"
              leftSection={<IconArrowsExchange size={16} />}
            >
              {t('Transfer Funds')}
            </AppButtonLink>
          </Group>
        }
      />
      {anyFailed ? <ErrorBanner message={t('Failed to load dashboard data')} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <BalanceStatCard amount={balance.isError ? 0 : balance.data?.amount} loading={balance.isPending} />
        <StatCard
          label={t('Total Shops')}
          value={shopList.length}
          loading={shops.isPending}
          icon={<IconBuildingStore size={22} />}
          color="grape"
        />
        <StatCard
          label={t('Total Cashiers')}
          value={cashierList.length}
          loading={cashiers.isPending}
          icon={<IconUserDollar size={22} />}
          color="teal"
        />
      </SimpleGrid>
      <Grid>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <SectionCard
            title={t('Your Shops')}
            action={<ViewAllLink href={paths.agent.shops} />}
            loading={shops.isPending}
          >
            <YourShopsTable shops={shopList} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <SectionCard
            title={t('Your Cashiers')}
            action={
              <AppButtonLink href={paths.agent.cashiers} size="xs" leftSection={<IconPlus size={14} />}>
                {t('Add Cashier')}
              </AppButtonLink>
            }
            loading={cashiers.isPending}
          >
            <YourCashiersTable cashiers={cashierList} />
          </SectionCard>
        </Grid.Col>
      </Grid>
      <RecentTransactionsCard allHref={paths.agent.balance} />
    </Stack>
  );
}
