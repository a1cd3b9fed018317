import type { BalanceType } from '@bingo/contracts';
import { Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconList, IconUsers, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppButtonLink } from '@/components/AppLink';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { TransactionsTable } from '@/features/balance/TransactionsTable';
import { preload } from '@/features/network/preload';
import { paths } from '@/lib/paths';

const RECENT = 10;

export const Route = createFileRoute('/_app/superagent/balance/')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(balanceQueries.mine()),
      queryClient.ensureQueryData(balanceQueries.transactions()),
    ),
  component: SuperAgentBalancePage,
});

function SuperAgentBalancePage() {
  const { t } = useTranslation('routes');
  const { user } = Route.useRouteContext();
  const balance = useQuery(balanceQueries.mine());
  const transactions = useQuery(balanceQueries.transactions());
  const balanceTypeText: Record<BalanceType, string> = {
    Limited: t('Limited balance'),
    Unlimited: t('Unlimited balance'),
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Balance Management')}
        subtitle={t('Your funds and the transfers to your agents')}
        actions={
          <>
            <AppButtonLink href={paths.superAgent.transfer()} leftSection={<IconArrowsExchange size={16} />}>
              {t('Transfer Funds')}
            </AppButtonLink>
            <AppButtonLink
              href={paths.superAgent.agents}
              variant="light"
              leftSection={<IconUsers size={16} />}
            >
              {t('View Agents')}
            </AppButtonLink>
            <AppButtonLink
              href={paths.superAgent.transactions}
              variant="light"
              leftSection={<IconList size={16} />}
            >
              {t('All Transactions')}
            </AppButtonLink>
          </>
        }
      />
      {balance.isError || transactions.isError ? (
        <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StatCard
          label={t('Your Balance')}
          value={<Money value={balance.data?.amount ?? 0} />}
          description={balance.data ? balanceTypeText[balance.data.balanceType] : undefined}
          loading={balance.isPending}
          icon={<IconWallet size={22} />}
          color="green"
        />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          {t('Recent Transactions')}
        </Title>
        {transactions.isPending ? (
          <LoadingState />
        ) : (
          <TransactionsTable
            transactions={transactions.data?.items ?? []}
            viewerId={user.id}
            limit={RECENT}
            renderFooter={(matching) =>
              matching > RECENT ? (
                <Group justify="center">
                  <AppButtonLink href={paths.superAgent.transactions} variant="light">
                    {t('View All')}
                  </AppButtonLink>
                </Group>
              ) : null
            }
          />
        )}
      </Paper>
    </Stack>
  );
}
