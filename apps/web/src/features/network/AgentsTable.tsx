import type { User } from '@bingo/contracts';
import { Badge, Button, Table } from '@mantine/core';
import { IconArrowsExchange, IconEye } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';
import { matchesSearch } from '@/components/SearchInput';
import { canReceiveMoney } from '@/features/balance/transfer-rules';
import { formatBirr } from '@/lib/format';
import { balanceQueries } from '../balance/balance.queries';
import { fullName } from '../users/users.queries';

/** The agents search: full name, e-mail or phone. */
export function agentMatches(agent: User, search: string): boolean {
  return matchesSearch(search, fullName(agent), agent.email, agent.phoneNumber);
}

interface AgentsTableProps {
  agents: readonly User[];
  onTransfer: (agent: User) => void;
}

/** A super agent's agents with their shops, balances and status. */
export function AgentsTable({ agents, onTransfer }: AgentsTableProps) {
  const { t } = useTranslation('network');
  // One balance call per agent, in parallel; the server answers only for the caller's own agents.
  const balances = useQueries({ queries: agents.map((a) => balanceQueries.ofUser(a.id)) });
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('Agents')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Phone')}</Table.Th>
            <Table.Th>{t('Shops')}</Table.Th>
            <Table.Th>{t('Balance')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th data-actions>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent, i) => {
            const balance = balances[i];
            return (
              <Table.Tr key={agent.id}>
                <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {fullName(agent)}
                </Table.Td>
                <Table.Td>{agent.email}</Table.Td>
                <Table.Td>{agent.phoneNumber ?? '-'}</Table.Td>
                <Table.Td>{agent.shopsCount}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid={`agent-balance-${agent.email}`}>
                  {balance?.data ? formatBirr(balance.data.amount) : balance?.isError ? '-' : '…'}
                </Table.Td>
                <Table.Td>
                  <Badge color={agent.isActive ? 'green' : 'gray'} variant="light">
                    {agent.isActive ? t('Active') : t('Inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button.Group>
                    <ButtonLink
                      to="/superagent/agents/$id"
                      params={{ id: agent.id }}
                      size="xs"
                      variant="light"
                      leftSection={<IconEye size={14} />}
                    >
                      {t('View Details')}
                    </ButtonLink>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconArrowsExchange size={14} />}
                      onClick={() => onTransfer(agent)}
                      disabled={!canReceiveMoney(agent)}
                      aria-label={t('Transfer Funds to {{name}}', { name: fullName(agent) })}
                    >
                      {t('Transfer Funds')}
                    </Button>
                  </Button.Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
