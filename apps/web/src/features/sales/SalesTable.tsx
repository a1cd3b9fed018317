import type { SalesRecord } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatBirr, formatDateTime } from '@/lib/format';
import { bonusTypeLabel, gameTypeLabel, outcomeLabel } from './sale-labels';
import { SALES_HISTORY_HEADER } from './sales-csv';

/** `replay`: each row links to its game's replay (Agent, Super Agent and Admin). */
export function SalesTable({ rows, replay = false }: { rows: readonly SalesRecord[]; replay?: boolean }) {
  const { t } = useTranslation('sales');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('Sales history')}>
        <Table.Thead>
          <Table.Tr>
            {SALES_HISTORY_HEADER.map((h) => (
              // i18n-dynamic: the headers are msg() keys in sales-csv.ts
              <Table.Th key={h}>{t(h)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={r.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{formatBirr(r.cardPrice)}</Table.Td>
              <Table.Td>{gameTypeLabel(r.gameType)}</Table.Td>
              <Table.Td>{r.numberOfCards}</Table.Td>
              <Table.Td>{formatBirr(r.totalAmount)}</Table.Td>
              <Table.Td>{formatBirr(r.commission)}</Table.Td>
              <Table.Td>{formatBirr(r.actualWin)}</Table.Td>
              <Table.Td>{outcomeLabel(r)}</Table.Td>
              <Table.Td>{formatBirr(r.bonusAmount)}</Table.Td>
              <Table.Td>{bonusTypeLabel(r.bonusType)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(r.playedAt)}
                {replay && (
                  <>
                    {' · '}
                    <Link to="/games/$id" params={{ id: r.gameId }}>
                      {t('Replay')}
                    </Link>
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
