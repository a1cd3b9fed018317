import type { Shop, User } from '@bingo/contracts';
import { Grid } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';
import { RecentTransactionsCard } from '../RecentTransactionsCard';
import { SectionCard, ViewAllLink } from '../SectionCard';
import { ShopsOverviewTable } from './ShopsOverviewTable';
import { YourAgentsTable } from './YourAgentsTable';

/** Under the super agent's balance: the way to send funds to an agent. */
export function SuperAgentTransferButton() {
  const { t } = useTranslation('routes');
  return (
    <ButtonLink to="/superagent/balance/transfer" size="xs" leftSection={<IconArrowsExchange size={14} />}>
      {t('Transfer Funds')}
    </ButtonLink>
  );
}

interface SuperAgentDashboardSectionsProps {
  shops: readonly Shop[];
  shopsLoading: boolean;
  agents: readonly User[];
  agentsLoading: boolean;
}

/** Below the figures: the agents beside the newest movements, then the first shops of the network. */
export function SuperAgentDashboardSections({
  shops,
  shopsLoading,
  agents,
  agentsLoading,
}: SuperAgentDashboardSectionsProps) {
  const { t } = useTranslation('routes');
  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SectionCard
            title={t('Your Agents')}
            action={<ViewAllLink to="/superagent/agents" />}
            loading={agentsLoading}
          >
            <YourAgentsTable agents={agents} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <RecentTransactionsCard viewAll={<ViewAllLink to="/superagent/balance/transactions" />} />
        </Grid.Col>
      </Grid>
      <SectionCard
        title={t('Shops Overview')}
        action={
          shops.length > 5 ? <ViewAllLink to="/superagent/shops">{t('View All Shops')}</ViewAllLink> : null
        }
        loading={shopsLoading}
      >
        <ShopsOverviewTable shops={shops} />
      </SectionCard>
    </>
  );
}
