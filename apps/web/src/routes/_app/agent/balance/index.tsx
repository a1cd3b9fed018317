import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { StatCard } from '@/components/StatCard';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { TransactionsTable } from '@/features/balance/TransactionsTable';
import { TransferModal } from '@/features/balance/TransferModal';
import { AGENT_TRANSFER_TEXTS } from '@/features/balance/transfer-rules';
import { preload } from '@/features/network/preload';
import { parseTransferSearch } from '@/features/network/search-params';
import { fullName, userQueries } from '@/features/users/users.queries';

export const Route = createFileRoute('/_app/agent/balance/')({
  beforeLoad: requireRole('Agent'),
  validateSearch: parseTransferSearch,
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(balanceQueries.mine()),
      queryClient.ensureQueryData(balanceQueries.transactions()),
      queryClient.ensureQueryData(userQueries.myCashiers()),
    ),
  component: AgentBalancePage,
});

function AgentBalancePage() {
  const { t } = useTranslation('routes');
  const { user } = Route.useRouteContext();
  const { to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const balance = useQuery(balanceQueries.mine());
  const transactions = useQuery(balanceQueries.transactions());
  const cashiers = useQuery(userQueries.myCashiers());
  const recipients = (cashiers.data?.items ?? []).map((c) => ({ id: c.id, name: fullName(c) }));
  // A dashboard's Transfer link arrives as `?to={cashierId}` and opens the modal for that cashier.
  const [opened, setOpened] = useState(false);
  const closeTransfer = () => {
    setOpened(false);
    if (to) void navigate({ search: {}, replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('Balance Management')}
        subtitle={t('Your funds and the transfers to your cashiers')}
        actions={
          <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => setOpened(true)}>
            {t('Transfer Funds')}
          </Button>
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
          <TransactionsTable transactions={transactions.data?.items ?? []} viewerId={user.id} />
        )}
      </Paper>
      <TransferModal
        opened={opened || to !== undefined}
        onClose={closeTransfer}
        recipients={recipients}
        initialReceiverId={to || null}
        texts={AGENT_TRANSFER_TEXTS}
        receiverLabel={t('Cashier')}
      />
    </Stack>
  );
}
