import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconWallet } from '@tabler/icons-react';
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
import { TransferForm } from '@/features/balance/TransferModal';
import { SUPER_AGENT_TRANSFER_TEXTS } from '@/features/balance/transfer-rules';
import { useSpendableBalance } from '@/features/balance/use-spendable-balance';
import { preload } from '@/features/network/preload';
import { parseTransferSearch } from '@/features/network/search-params';
import { fullName, userQueries } from '@/features/users/users.queries';
import { paths } from '@/lib/paths';
import { MODAL_CLOSE_MS, useAutoClose } from '@/lib/use-auto-close';

export const Route = createFileRoute('/_app/superagent/balance/transfer')({
  beforeLoad: requireRole('SuperAgent'),
  validateSearch: parseTransferSearch,
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(balanceQueries.mine()),
      queryClient.ensureQueryData(userQueries.myAgents()),
    ),
  component: TransferPage,
});

function TransferPage() {
  const { t } = useTranslation('routes');
  const { to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const balance = useQuery(balanceQueries.mine());
  const agents = useQuery(userQueries.myAgents());
  const spendable = useSpendableBalance();
  const back = () => void navigate({ href: paths.superAgent.balance });
  // After a success the page shows the message for 2 s, then returns to the balance page.
  const returnLater = useAutoClose(MODAL_CLOSE_MS, back);
  const recipients = (agents.data?.items ?? []).map((a) => ({ id: a.id, name: fullName(a) }));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Transfer Funds')}
        subtitle={t('Send funds from your balance to one of your agents')}
        actions={
          <AppButtonLink
            href={paths.superAgent.balance}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('Back')}
          </AppButtonLink>
        }
      />
      {balance.isError ? (
        <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
      ) : null}
      {agents.isError ? <ErrorBanner message={t('Failed to load agents. Please try again later.')} /> : null}
      {agents.isSuccess && recipients.length === 0 ? (
        <ErrorBanner message={t('No agents found. Please contact an administrator.')} />
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
            initialReceiverId={to ?? null}
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
