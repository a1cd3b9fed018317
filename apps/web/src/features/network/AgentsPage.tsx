import type { User } from '@bingo/contracts';
import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { SearchableList } from '@/components/SearchableList';
import { TransferModal } from '@/features/balance/TransferModal';
import { AGENT_LIST_TRANSFER_TEXTS, transferRecipients } from '@/features/balance/transfer-rules';
import { useSpendableBalance } from '@/features/balance/use-spendable-balance';
import { userQueries } from '@/features/users/users.queries';
import { AgentsTable, agentMatches } from './AgentsTable';
import { CreateAgentModal } from './CreateAgentModal';

/** The super agent's agents: search them, create one, send one funds. */
export function AgentsPage() {
  const { t } = useTranslation('routes');
  const agents = useQuery(userQueries.myAgents());
  const spendable = useSpendableBalance();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [payee, setPayee] = useState<User | null>(null);
  const all = agents.data?.items ?? [];
  const shown = all.filter((a) => agentMatches(a, search));
  const recipients = transferRecipients(all);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('Agents Management')}
        subtitle={t('Your agents, their shops and balances')}
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
            {t('Create New Agent')}
          </Button>
        }
      />
      {agents.isError ? <ErrorBanner message={t('Failed to load agents. Please try again later.')} /> : null}
      <SearchableList
        search={search}
        onSearch={setSearch}
        placeholder={t('Search agents...')}
        loading={agents.isPending}
        empty={
          shown.length === 0 ? (
            <EmptyState
              message={t('No agents found.')}
              hint={all.length > 0 ? t('Try clearing your search filter.') : undefined}
            />
          ) : null
        }
      >
        <AgentsTable agents={shown} onTransfer={setPayee} />
      </SearchableList>
      <CreateAgentModal opened={creating} onClose={() => setCreating(false)} />
      <TransferModal
        opened={payee !== null}
        onClose={() => setPayee(null)}
        recipients={recipients}
        initialReceiverId={payee?.id ?? null}
        lockReceiver
        balance={spendable}
        texts={AGENT_LIST_TRANSFER_TEXTS}
        receiverLabel={t('Agent')}
      />
    </Stack>
  );
}
