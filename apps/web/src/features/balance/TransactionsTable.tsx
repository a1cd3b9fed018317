import type { Transaction } from '@bingo/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/Money';
import { matchesSearch, SearchInput } from '@/components/SearchInput';
import { i18n } from '@/i18n/i18n';
import { formatBirr, formatDateTime } from '@/lib/format';
import { isSystemParty, type PartyNames, partyName, usePartyNames } from './party-names';
import { transactionTypeLabel } from './transaction-types';
import { shownNotes } from './transfer-rules';
import { useNotesWords } from './use-notes-words';

/** How a movement looks from where the viewer stands. */
export type TransactionSide = 'in' | 'out' | 'neutral';

type Parties = Pick<Transaction, 'senderId' | 'receiverId' | 'senderEmail' | 'receiverEmail' | 'direction'>;

/**
 * The spec's rule: neutral when sender and receiver are the same, money in when the viewer is the
 * receiver, money out otherwise. Without a viewer (an Admin looking at everyone's movements) the
 * server's own direction decides, which is neutral for movements between others.
 */
export function transactionSide(tx: Parties, viewerId?: string | null): TransactionSide {
  const sameParty =
    tx.senderId !== null && tx.receiverId !== null
      ? tx.senderId === tx.receiverId
      : tx.senderEmail === tx.receiverEmail;
  if (sameParty) return 'neutral';
  if (!viewerId) {
    if (tx.direction === 'CREDIT') return 'in';
    return tx.direction === 'DEBIT' ? 'out' : 'neutral';
  }
  return tx.receiverId === viewerId ? 'in' : 'out';
}

/**
 * 'From: sender' when the viewer received the money, else 'To: receiver', by name where one is
 * known; a system account reads as what it is ('Admin top-up', 'Game commission').
 */
export function counterpartyLabel(tx: Parties, viewerId?: string | null, names?: PartyNames): string {
  const received = viewerId ? tx.receiverId === viewerId : tx.direction === 'CREDIT';
  const [id, email] = received ? [tx.senderId, tx.senderEmail] : [tx.receiverId, tx.receiverEmail];
  const party = partyName(id, email, names);
  if (isSystemParty(email)) return party;
  const t = i18n.getFixedT(null, 'balance');
  return received ? t('From: {{party}}', { party }) : t('To: {{party}}', { party });
}

/** Matches sender, receiver (e-mail or name), transaction type and notes, as the spec's search does. */
export function matchesTransaction(tx: Transaction, search: string, names?: PartyNames): boolean {
  return matchesSearch(
    search,
    tx.senderEmail,
    tx.receiverEmail,
    partyName(tx.senderId, tx.senderEmail, names),
    partyName(tx.receiverId, tx.receiverEmail, names),
    tx.type,
    transactionTypeLabel(tx.type),
    tx.notes,
    tx.notes && shownNotes(tx.notes),
  );
}

export function SignedAmount({ tx, viewerId }: { tx: Transaction; viewerId?: string | null }) {
  const side = transactionSide(tx, viewerId);
  if (side === 'neutral') {
    return (
      <Text component="span" inherit data-side="neutral">
        {formatBirr(tx.amount)}
      </Text>
    );
  }
  return <Money value={tx.amount} sign={side === 'in' ? '+' : '-'} colored data-side={side} />;
}

interface TransactionsTableProps {
  transactions: readonly Transaction[];
  /** The signed-in user; leave it out to follow the server's direction (Admin). */
  viewerId?: string | null;
  searchable?: boolean;
  /** Shows at most this many matching rows (a "recent" list). */
  limit?: number;
  /** Called with the number of rows matching the search, before the limit. */
  renderFooter?: (matching: number) => ReactNode;
}

/** Date, Type, Amount, From/To and Notes, with the spec's colours, signs and search. */
export function TransactionsTable({
  transactions,
  viewerId,
  searchable = true,
  limit,
  renderFooter,
}: TransactionsTableProps) {
  const { t } = useTranslation('balance');
  useNotesWords();
  const [search, setSearch] = useState('');
  const names = usePartyNames();
  const matching = transactions.filter((tx) => matchesTransaction(tx, search, names));
  const rows = limit === undefined ? matching : matching.slice(0, limit);
  return (
    <Stack gap="sm">
      {searchable ? (
        <SearchInput value={search} onChange={setSearch} placeholder={t('Search transactions...')} />
      ) : null}
      {rows.length === 0 ? (
        <EmptyState message={t('No transactions found')} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped highlightOnHover aria-label={t('Transactions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Date')}</Table.Th>
                <Table.Th>{t('Type')}</Table.Th>
                <Table.Th>{t('Amount')}</Table.Th>
                <Table.Th>{t('From/To')}</Table.Th>
                <Table.Th>{t('Notes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tx) => (
                <Table.Tr key={tx.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(tx.createdAt)}</Table.Td>
                  <Table.Td>{transactionTypeLabel(tx.type)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <SignedAmount tx={tx} viewerId={viewerId} />
                  </Table.Td>
                  <Table.Td>{counterpartyLabel(tx, viewerId, names)}</Table.Td>
                  <Table.Td>{tx.notes?.trim() ? shownNotes(tx.notes) : '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {renderFooter ? renderFooter(matching.length) : null}
    </Stack>
  );
}
