import { SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingStore, IconUserDollar, IconUsers } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import type { NetworkRole } from '@/features/auth/network-role';
import { balanceQueries } from '@/features/balance/balance.queries';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import { AgentDashboardActions, AgentDashboardSections } from './agent/AgentDashboardSections';
import { BalanceStatCard } from './BalanceStatCard';
import { recentTransactionsQuery } from './RecentTransactionsCard';
import {
  SuperAgentDashboardSections,
  SuperAgentTransferButton,
} from './superagent/SuperAgentDashboardSections';

type MembersQuery = ReturnType<typeof userQueries.myAgents>;

// Both lists hold users of one shape; only their cache keys differ, which no reader here tells apart.
const membersQuery = (role: NetworkRole): MembersQuery =>
  role === 'Agent' ? (userQueries.myCashiers() as unknown as MembersQuery) : userQueries.myAgents();

/** Starts every fetch of the dashboard while its code loads; each one degrades on its own. */
export function prefetchNetworkDashboard(queryClient: QueryClient, role: NetworkRole) {
  void queryClient.prefetchQuery(balanceQueries.mine());
  void queryClient.prefetchQuery(shopQueries.list());
  void queryClient.prefetchQuery(recentTransactionsQuery());
  void queryClient.prefetchQuery(membersQuery(role));
}

const SCOPES = {
  Agent: {
    title: msg('Agent Dashboard'),
    subtitle: msg('Your shops, cashiers and funds at a glance'),
    members: { label: msg('Total Cashiers'), icon: IconUserDollar, color: 'teal' },
  },
  SuperAgent: {
    title: msg('Super Agent Dashboard'),
    subtitle: msg('Your agents, shops and funds at a glance'),
    members: { label: msg('Total Agents'), icon: IconUsers, color: 'blue' },
  },
} as const;

/** The home screen of an agent or a super agent: funds, shops and the people they manage. */
export function NetworkDashboard({ actorRole: role }: { actorRole: NetworkRole }) {
  const { t } = useTranslation('routes');
  const balance = useQuery(balanceQueries.mine());
  const shops = useQuery(shopQueries.list());
  const recent = useQuery(recentTransactionsQuery());
  const members = useQuery(membersQuery(role));
  const failed = [balance, shops, recent, members].find((q) => q.isError);
  const shopList = shops.data?.items ?? [];
  const memberList = members.data?.items ?? [];
  const scope = SCOPES[role];
  const MemberIcon = scope.members.icon;

  const shopsCard = (
    <StatCard
      label={t('Total Shops')}
      value={shopList.length}
      loading={shops.isPending}
      icon={<IconBuildingStore size={22} />}
      color="grape"
    />
  );
  const membersCard = (
    <StatCard
      // i18n-dynamic: the member labels are msg() keys in SCOPES above
      label={t(scope.members.label)}
      value={memberList.length}
      loading={members.isPending}
      icon={<MemberIcon size={22} />}
      color={scope.members.color}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        // i18n-dynamic: the titles are msg() keys in SCOPES above
        title={t(scope.title)}
        // i18n-dynamic: the subtitles are msg() keys in SCOPES above
        subtitle={t(scope.subtitle)}
        actions={role === 'Agent' ? <AgentDashboardActions /> : undefined}
      />
      {failed && role === 'Agent' ? <ErrorBanner message={t('Failed to load dashboard data')} /> : null}
      {failed && role === 'SuperAgent' ? (
        <ErrorBanner
          message={t('Failed to load dashboard data: {{error}}', { error: messageOf(failed.error) })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <BalanceStatCard
          amount={balance.isError ? 0 : balance.data?.amount}
          loading={balance.isPending}
          footer={role === 'SuperAgent' ? <SuperAgentTransferButton /> : undefined}
        />
        {role === 'Agent' ? shopsCard : membersCard}
        {role === 'Agent' ? membersCard : shopsCard}
      </SimpleGrid>
      {role === 'Agent' ? (
        <AgentDashboardSections
          shops={shopList}
          shopsLoading={shops.isPending}
          cashiers={memberList}
          cashiersLoading={members.isPending}
        />
      ) : (
        <SuperAgentDashboardSections
          shops={shopList}
          shopsLoading={shops.isPending}
          agents={memberList}
          agentsLoading={members.isPending}
        />
      )}
    </Stack>
  );
}
