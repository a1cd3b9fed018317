import type { BalanceType } from '@bingo/contracts';
import { Button, Grid, Paper, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { balanceQueries } from '@/features/balance/balance.queries';
import { TransactionsTable } from '@/features/balance/TransactionsTable';
import { TransferModal } from '@/features/balance/TransferModal';
import { AGENT_LIST_TRANSFER_TEXTS, canReceiveMoney } from '@/features/balance/transfer-rules';
import { useSpendableBalance } from '@/features/balance/use-spendable-balance';
import { SalesTable } from '@/features/sales/SalesTable';
import { salesQueries } from '@/features/sales/sales.queries';
import { BackButton } from '@/features/shell/BackButton';
import { shopQueries } from '@/features/shops/shops.queries';
import { fullName, userQueries } from '@/features/users/users.queries';
import { ApiError } from '@/lib/api';
import { AgentProfileCard } from './AgentProfileCard';
import { ShopDetailsButton } from './ShopDetailsButton';
import { ShopsTable } from './ShopsTable';

interface AgentDetailsPageProps {
  id: string;
  /** The signed-in Super Agent, whose side of each movement is shown. */
  viewerId: string;
}

const RECENT = 10;

/** A Super Agent's view of one of its agents: balance, shops, movements with it and recent sales. */
export function AgentDetailsPage({ id, viewerId }: AgentDetailsPageProps) {
  const { t } = useTranslation('routes');
  const agent = useQuery(userQueries.detail(id));
  const balance = useQuery(balanceQueries.ofUser(id));
  const shops = useQuery(shopQueries.list());
  // Asked for this agent's movements only: among the super agent's newest movements with everyone,
  // an agent paid long ago would have none.
  const transactions = useQuery(balanceQueries.transactions({ counterpartyId: id, limit: RECENT }));
  // Asked by the agent each sale was made under: a deleted shop's sales stay, a shop moved in brings none.
  const sales = useQuery(salesQueries.list({ agentId: id, limit: RECENT }));
  const spendable = useSpendableBalance();
  const [transferring, setTransferring] = useState(false);
  const balanceTypeText: Record<BalanceType, string> = {
    Limited: t('Limited balance'),
    Unlimited: t('Unlimited balance'),
  };

  const agentShops = (shops.data?.items ?? []).filter((s) => s.agentId === id);
  const agentSales = sales.data?.items ?? [];
  const notFound = agent.error instanceof ApiError && agent.error.status === 404;

  return (
    <Stack gap="lg">
      <PageHeader
        title={agent.data ? fullName(agent.data) : t('Agent Details')}
        subtitle={t('Agent details')}
        actions={
          <>
            <BackButton to="/superagent/agents" />
            {agent.data ? (
              <Button
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => setTransferring(true)}
                disabled={!canReceiveMoney(agent.data)}
              >
                {t('Transfer Funds')}
              </Button>
            ) : null}
          </>
        }
      />
      {agent.isError ? (
        <ErrorBanner
          message={notFound ? t('Agent not found') : t('Failed to load agents. Please try again later.')}
        />
      ) : null}
      {agent.isPending ? <LoadingState /> : null}
      {agent.data ? (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <AgentProfileCard agent={agent.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <StatCard
                label={t('Balance')}
                value={<Money value={balance.data?.amount ?? 0} />}
                description={balance.data ? balanceTypeText[balance.data.balanceType] : undefined}
                loading={balance.isPending}
                icon={<IconWallet size={22} />}
                color="green"
              />
            </Grid.Col>
          </Grid>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('Shops')}
            </Title>
            {shops.isError ? (
              <ErrorBanner message={t('Failed to load shops. Please try again later.')} />
            ) : null}
            {shops.isPending ? (
              <LoadingState />
            ) : agentShops.length === 0 ? (
              <EmptyState message={t('No shops found')} />
            ) : (
              <ShopsTable
                shops={agentShops}
                actions={(shop) => (
                  <ShopDetailsButton to="/superagent/shops/$id" shopId={shop.id}>
                    {t('View Details')}
                  </ShopDetailsButton>
                )}
              />
            )}
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('Recent Transactions')}
            </Title>
            {transactions.isError ? (
              <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
            ) : null}
            {transactions.isPending ? (
              <LoadingState />
            ) : (
              <TransactionsTable
                transactions={transactions.data?.items ?? []}
                viewerId={viewerId}
                limit={RECENT}
              />
            )}
          </Paper>
          <Paper withBorder p="md">
            <Title order={4} mb="sm">
              {t('Recent Sales')}
            </Title>
            {sales.isError ? (
              <ErrorBanner message={t('Failed to load sales. Please try again later.')} />
            ) : sales.isPending ? (
              <LoadingState />
            ) : agentSales.length === 0 ? (
              <EmptyState message={t("No sales yet in this agent's shops.")} />
            ) : (
              <SalesTable rows={agentSales} replay />
            )}
          </Paper>
          <TransferModal
            opened={transferring}
            onClose={() => setTransferring(false)}
            recipients={[{ id: agent.data.id, name: fullName(agent.data) }]}
            initialReceiverId={agent.data.id}
            lockReceiver
            balance={spendable}
            texts={AGENT_LIST_TRANSFER_TEXTS}
            receiverLabel={t('Agent')}
          />
        </>
      ) : null}
    </Stack>
  );
}
