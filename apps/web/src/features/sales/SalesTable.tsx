import type { SalesRecord } from '@bingo/contracts';
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyedHead, TableFrame } from '@/components/DataTable';
import { formatDateTime } from '@/lib/format';
import { SaleFigureCells } from './SaleFigureCells';
import { bonusTypeLabel, useSaleLabels } from './sale-labels';
import { SALES_HISTORY_HEADER } from './sales-csv';

/** `replay`: each row links to its game's replay (Agent, Super Agent and Admin). */
export function SalesTable({ rows, replay = false }: { rows: readonly SalesRecord[]; replay?: boolean }) {
  const { t } = useTranslation('sales');
  useSaleLabels();
  return (
    <TableFrame
      striped
      highlightOnHover
      verticalSpacing="xs"
      label={t('Sales history')}
      minWidth={900}
      head={<KeyedHead keys={SALES_HISTORY_HEADER} translate={t} />}
    >
      {rows.map((r, i) => (
        <Table.Tr key={r.id}>
          <Table.Td>{i + 1}</Table.Td>
          <SaleFigureCells sale={r} />
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
    </TableFrame>
  );
}
