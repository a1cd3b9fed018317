import type { GameClaim } from '@bingo/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { claimVerdict, formatCallTime } from './game-record';

/** Each claim with the count it was judged at, its verdict and its time. */
export function ClaimList({ claims, upTo }: { claims: readonly GameClaim[]; upTo?: number }) {
  const { t } = useTranslation('hall');
  if (claims.length === 0) return <Text c="dimmed">{t('No card was checked in this game.')}</Text>;
  return (
    <Table withTableBorder aria-label={t('Claims')} data-testid="claim-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Card')}</Table.Th>
          <Table.Th>{t('Judged at call')}</Table.Th>
          <Table.Th>{t('Verdict')}</Table.Th>
          <Table.Th>{t('First won at call')}</Table.Th>
          <Table.Th>{t('Locked')}</Table.Th>
          <Table.Th>{t('Time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {claims.map((claim) => (
          <Table.Tr
            key={`${claim.cardId}-${claim.createdAt}`}
            style={upTo !== undefined && claim.calledCount > upTo ? { opacity: 0.35 } : undefined}
          >
            <Table.Td>#{claim.cardId}</Table.Td>
            <Table.Td>{claim.calledCount}</Table.Td>
            <Table.Td>
              <Badge color={claim.won ? 'green' : 'red'} variant="light" style={{ textTransform: 'none' }}>
                {/* i18n-dynamic: the verdicts are msg() keys in game-record.ts */}
                {t(claimVerdict(claim))}
              </Badge>
            </Table.Td>
            <Table.Td>{claim.firstWinCall ?? '—'}</Table.Td>
            <Table.Td>{claim.locked ? t('Yes') : t('No')}</Table.Td>
            <Table.Td>{formatCallTime(claim.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
