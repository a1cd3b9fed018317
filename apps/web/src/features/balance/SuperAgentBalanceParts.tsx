import { Group } from '@mantine/core';
import { IconArrowsExchange, IconList, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';

/** How many movements the super agent's balance page lists before offering them all. */
export const SUPER_AGENT_RECENT = 10;

/** The super agent's ways out of its balance page: send funds, see agents, see every movement. */
export function SuperAgentBalanceActions() {
  const { t } = useTranslation('routes');
  return (
    <>
      <ButtonLink to="/superagent/balance/transfer" leftSection={<IconArrowsExchange size={16} />}>
        {t('Transfer Funds')}
      </ButtonLink>
      <ButtonLink to="/superagent/agents" variant="light" leftSection={<IconUsers size={16} />}>
        {t('View Agents')}
      </ButtonLink>
      <ButtonLink to="/superagent/balance/transactions" variant="light" leftSection={<IconList size={16} />}>
        {t('All Transactions')}
      </ButtonLink>
    </>
  );
}

/** Under the recent movements, when more of them match than are shown. */
export function ViewAllTransactions({ matching }: { matching: number }) {
  const { t } = useTranslation('routes');
  if (matching <= SUPER_AGENT_RECENT) return null;
  return (
    <Group justify="center">
      <ButtonLink to="/superagent/balance/transactions" variant="light">
        {t('View All')}
      </ButtonLink>
    </Group>
  );
}
