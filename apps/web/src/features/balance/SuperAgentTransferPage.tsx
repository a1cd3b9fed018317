import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { BackButton } from '@/features/shell/BackButton';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';
import { MODAL_CLOSE_MS, useAutoClose } from '@/lib/use-auto-close';
import { balanceQueries } from './balance.queries';
import { TransferForm } from './TransferModal';
import { SUPER_AGENT_TRANSFER_TEXTS, transferRecipients } from './transfer-rules';
import { useSpendableBalance } from './use-spendable-balance';

export function preloadSuperAgentTransfer(queryClient: QueryClient) {
  return preload(
    queryClient.ensureQueryData(balanceQueries.mine()),
    queryClient.ensureQueryData(userQueries.myAgents()),
  );
}

/** A super agent sends funds to one of its agents; `transferTo` is the agent chosen beforehand. */
export function SuperAgentTransferPage({ transferTo }: { transferTo: string | undefined }) {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const balance = useQuery(balanceQueries.mine());
  const agents = useQuery(userQueries.myAgents());
  const spendable = useSpendableBalance();
  const back = () => void navigate({ to: '/superagent/balance' });
  // After a success the page shows the message for 2 s, then returns to the balance page.
  const returnLater = useAutoClose(MODAL_CLOSE_MS, back);
  const recipients = transferRecipients(agents.data?.items ?? []);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Transfer Funds')}
        subtitle={t('Send funds from your balance to one of your agents')}
        actions={<BackButton to="/superagent/balance" />}
      />
      {balance.isError ? (
        <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
      ) : null}
      {agents.isError ? <ErrorBanner message={t('Failed to load agents. Please try again later.')} /> : null}
      {agents.isSuccess && agents.data.items.length === 0 ? (
        <ErrorBanner message={t('No agents found. Please contact an administrator.')} />
      ) : null}
      {agents.isSuccess && agents.data.items.length > 0 && recipients.length === 0 ? (
        <ErrorBanner message={t('All your agents are inactive. Activate one in Agents to send it funds.')} />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <StatCard
          label={t('Your Balance')}
          value={<Money value={balance.data?.amount ?? 0} />}
          loading={balance.isPending}
          icon={<IconWallet size={22} />}
          color="green"
        />
      </SimpleGrid>
      <Paper withBorder p="lg" maw={560}>
        {agents.isPending ? (
          <LoadingState />
        ) : (
          <TransferForm
            recipients={recipients}
            initialReceiverId={transferTo ?? null}
            balance={spendable}
            texts={SUPER_AGENT_TRANSFER_TEXTS}
            receiverLabel={t('Agent')}
            onCancel={back}
            onTransferred={returnLater.schedule}
          />
        )}
      </Paper>
    </Stack>
  );
}
