import type { BalanceType } from '@bingo/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconWallet } from '@tabler/icons-react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields, type DayRange } from '@/components/DateRangeFields';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import type { NetworkRole } from '@/features/auth/network-role';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';
import { balanceQueries } from './balance.queries';
import { SUPER_AGENT_RECENT, SuperAgentBalanceActions, ViewAllTransactions } from './SuperAgentBalanceParts';
import { TransactionsLimitNotice } from './TransactionsLimitNotice';
import { TransactionsTable } from './TransactionsTable';
import { TransferModal } from './TransferModal';
import { transactionsQuery } from './transactions-query';
import { AGENT_TRANSFER_TEXTS, transferRecipients } from './transfer-rules';

/** The balance page's data, waited for before it opens; an agent also needs its cashiers to pay. */
export function preloadBalancePage(queryClient: QueryClient, role: NetworkRole) {
  return preload(
    queryClient.ensureQueryData(balanceQueries.mine()),
    queryClient.ensureQueryData(balanceQueries.transactions(recentQuery(role, null))),
    ...(role === 'Agent' ? [queryClient.ensureQueryData(userQueries.myCashiers())] : []),
  );
}

/**
 * An agent's page is its only list of movements, so it asks for the most the server sends, within
 * the days chosen; a super agent's shows its newest few and leads to All Transactions.
 */
function recentQuery(role: NetworkRole, range: DayRange | null) {
  return role === 'Agent' ? transactionsQuery(range ?? {}) : {};
}

interface BalancePageProps {
  actorRole: NetworkRole;
  /** The signed-in user, whose side of each movement decides its sign. */
  viewerId: string;
  /** Agent: the cashier whose transfer dialog opens at once (a dashboard's Transfer link). */
  transferTo?: string | undefined;
  /** Agent: called when that dialog closes, to drop the cashier from the address. */
  onTransferClosed?: () => void;
}

/**
 * Balance Management of an agent or a super agent: the balance and the newest movements. An agent
 * pays its cashiers in a dialog here; a super agent has pages of its own for that.
 */
export function BalancePage({ actorRole, viewerId, transferTo, onTransferClosed }: BalancePageProps) {
  const { t } = useTranslation('routes');
  const isAgent = actorRole === 'Agent';
  const balance = useQuery(balanceQueries.mine());
  const [range, setRange] = useState<DayRange | null>(null);
  const transactions = useQuery(balanceQueries.transactions(recentQuery(actorRole, range)));
  const cashiers = useQuery({ ...userQueries.myCashiers(), enabled: isAgent });
  const [opened, setOpened] = useState(false);
  const balanceTypeText: Record<BalanceType, string> = {
    Limited: t('Limited balance'),
    Unlimited: t('Unlimited balance'),
  };
  const closeTransfer = () => {
    setOpened(false);
    if (transferTo) onTransferClosed?.();
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Balance Management')}
        subtitle={
          isAgent
            ? t('Your funds and the transfers to your cashiers')
            : t('Your funds and the transfers to your agents')
        }
        actions={
          isAgent ? (
            <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => setOpened(true)}>
              {t('Transfer Funds')}
            </Button>
          ) : (
            <SuperAgentBalanceActions />
          )
        }
      />
      {balance.isError || transactions.isError ? (
        <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
      ) : null}
      {cashiers.isError ? (
        <ErrorBanner message={t('Failed to load cashiers. Please try again later.')} />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StatCard
          label={t('Your Balance')}
          value={<Money value={balance.data?.amount ?? 0} />}
          // Only the super agent's page names the balance type; the agent's page never has.
          description={!isAgent && balance.data ? balanceTypeText[balance.data.balanceType] : undefined}
          loading={balance.isPending}
          icon={<IconWallet size={22} />}
          color="green"
        />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          {t('Recent Transactions')}
        </Title>
        {isAgent ? (
          <Group mb="sm">
            <DateRangeFields value={range ?? { start: '', end: '' }} onApply={setRange} />
          </Group>
        ) : null}
        {transactions.isPending ? (
          <LoadingState />
        ) : (
          <>
            {isAgent ? <TransactionsLimitNotice count={transactions.data?.items.length ?? 0} /> : null}
            <TransactionsTable
              transactions={transactions.data?.items ?? []}
              viewerId={viewerId}
              limit={isAgent ? undefined : SUPER_AGENT_RECENT}
              renderFooter={isAgent ? undefined : (matching) => <ViewAllTransactions matching={matching} />}
            />
          </>
        )}
      </Paper>
      {isAgent ? (
        <TransferModal
          opened={opened || transferTo !== undefined}
          onClose={closeTransfer}
          recipients={transferRecipients(cashiers.data?.items ?? [])}
          initialReceiverId={transferTo || null}
          texts={AGENT_TRANSFER_TEXTS}
          receiverLabel={t('Cashier')}
        />
      ) : null}
    </Stack>
  );
}
