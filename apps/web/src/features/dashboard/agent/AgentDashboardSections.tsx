import type { Shop, User } from '@bingo/contracts';
import { Grid, Group } from '@mantine/core';
import { IconArrowsExchange, IconPlus, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';
import { RecentTransactionsCard } from '../RecentTransactionsCard';
import { SectionCard, ViewAllLink } from '../SectionCard';
import { YourCashiersTable } from './YourCashiersTable';
import { YourShopsTable } from './YourShopsTable';

/** The agent's shortcuts at the top of the dashboard. */
export function AgentDashboardActions() {
  const { t } = useTranslation('routes');
  return (
    <Group gap="sm">
      <ButtonLink to="/agent/shops" search={{ create: true }} leftSection={<IconPlus size={16} />}>
        {t('Create New Shop')}
      </ButtonLink>
      <ButtonLink to="/agent/shops" variant="light" leftSection={<IconSettings size={16} />}>
        {t('Manage Shops')}
      </ButtonLink>
      <ButtonLink to="/agent/balance" variant="light" leftSection={<IconArrowsExchange size={16} />}>
        {t('Transfer Funds')}
      </ButtonLink>
    </Group>
  );
}

interface AgentDashboardSectionsProps {
  shops: readonly Shop[];
  shopsLoading: boolean;
  cashiers: readonly User[];
  cashiersLoading: boolean;
}

/** Below the figures: the agent's shops and cashiers side by side, then the newest movements. */
export function AgentDashboardSections({
  shops,
  shopsLoading,
  cashiers,
  cashiersLoading,
}: AgentDashboardSectionsProps) {
  const { t } = useTranslation('routes');
  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <SectionCard
            title={t('Your Shops')}
            action={<ViewAllLink to="/agent/shops" />}
            loading={shopsLoading}
          >
            <YourShopsTable shops={shops} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <SectionCard
            title={t('Your Cashiers')}
            action={
              <ButtonLink to="/agent/cashiers" size="xs" leftSection={<IconPlus size={14} />}>
                {t('Add Cashier')}
              </ButtonLink>
            }
            loading={cashiersLoading}
          >
            <YourCashiersTable cashiers={cashiers} />
          </SectionCard>
        </Grid.Col>
      </Grid>
      <RecentTransactionsCard viewAll={<ViewAllLink to="/agent/balance" />} />
    </>
  );
}
