import type { User } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ButtonLink } from '@/components/links';
import { balanceQueries } from '@/features/balance/balance.queries';
import { canReceiveMoney } from '@/features/balance/transfer-rules';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { formatBirr } from '@/lib/format';
import { DashboardTable } from '../DashboardTable';
import { MemberLinks } from '../MemberLinks';

export function YourAgentsTable({ agents }: { agents: readonly User[] }) {
  const { t } = useTranslation('dashboard');
  // One balance call per agent, in parallel; a super agent has a handful of agents.
  const balances = useQueries({ queries: agents.map((a) => balanceQueries.ofUser(a.id)) });
  if (agents.length === 0) {
    return (
      <EmptyState
        message={t('No agents yet')}
        action={
          <ButtonLink to="/superagent/agents" size="xs">
            {t('Create New Agent')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <DashboardTable
      label={t('Your agents')}
      minWidth={520}
      headers={[msg('Name'), msg('Shops'), msg('Balance'), msg('Actions')]}
    >
      {agents.map((agent, i) => {
        const balance = balances[i]?.data;
        return (
          <Table.Tr key={agent.id}>
            <Table.Td fw={500}>{fullName(agent)}</Table.Td>
            <Table.Td>{agent.shopsCount}</Table.Td>
            <Table.Td data-testid={`agent-balance-${agent.email}`}>
              {balance ? formatBirr(balance.amount) : '…'}
            </Table.Td>
            <Table.Td>
              <MemberLinks
                view={{ to: '/superagent/agents/$id', params: { id: agent.id } }}
                transfer={{ to: '/superagent/balance/transfer', search: { to: agent.id } }}
                canTransfer={canReceiveMoney(agent)}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DashboardTable>
  );
}
