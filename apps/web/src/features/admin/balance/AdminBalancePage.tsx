import { Paper, Stack, Tabs } from '@mantine/core';
import { IconCoin, IconHistory, IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { balanceQueries } from '@/features/balance/balance.queries';
import type { BalanceTab } from '../search-params';
import { BalanceOverviewTab } from './BalanceOverviewTab';
import { TopUpForm } from './TopUpForm';
import { TransactionHistoryTab } from './TransactionHistoryTab';

interface AdminBalancePageProps {
  tab: BalanceTab;
  /** The user chosen for a top-up (from the overview's Top-Up button). */
  userId?: string;
  onNavigate: (next: { tab: BalanceTab; userId?: string }) => void;
}

/** Balance management: the overview of every balance, top-ups, and every movement. */
export function AdminBalancePage({ tab, userId, onNavigate }: AdminBalancePageProps) {
  const { t } = useTranslation('admin');
  const overview = useQuery(balanceQueries.overview());
  const loadFailed = overview.isError ? (
    <ErrorBanner message={t('Failed to load balance data. Please try again later.')} />
  ) : null;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('Balance Management')}
        subtitle={t('Balances of every super agent, agent and cashier')}
      />
      <Tabs value={tab} onChange={(value) => onNavigate({ tab: (value as BalanceTab | null) ?? 'overview' })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} />}>
            {t('Balance Overview')}
          </Tabs.Tab>
          <Tabs.Tab value="topup" leftSection={<IconCoin size={16} />}>
            {t('Top-Up Balance')}
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
            {t('Transaction History')}
          </Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="md">
          <Tabs.Panel value="overview">
            {loadFailed ??
              (overview.data ? (
                <BalanceOverviewTab
                  overview={overview.data}
                  onTopUp={(user) => onNavigate({ tab: 'topup', userId: user.id })}
                />
              ) : (
                <LoadingState />
              ))}
          </Tabs.Panel>
          <Tabs.Panel value="topup">
            {loadFailed ??
              (overview.data ? (
                <TopUpForm key={userId ?? 'none'} users={overview.data.items} initialUserId={userId} />
              ) : (
                <LoadingState />
              ))}
          </Tabs.Panel>
          <Tabs.Panel value="history">{tab === 'history' ? <TransactionHistoryTab /> : null}</Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}
