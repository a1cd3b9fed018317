import type { GameCall } from '@bingo/contracts';
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCallTime, sinceFirstCall } from './game-record';

/** Every call of a game with its server time; `upTo` greys the calls not yet reached in a replay. */
export function CallList({ calls, upTo }: { calls: readonly GameCall[]; upTo?: number }) {
  const { t } = useTranslation('hall');
  return (
    <ScrollArea.Autosize mah={420}>
      <Table striped withTableBorder stickyHeader aria-label={t('Calls')} data-testid="call-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Call')}</Table.Th>
            <Table.Th>{t('Number')}</Table.Th>
            <Table.Th>{t('Time')}</Table.Th>
            <Table.Th>{t('From first call')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((call) => {
            const seconds = sinceFirstCall(calls, call);
            return (
              <Table.Tr
                key={call.k}
                data-call={call.k}
                style={upTo !== undefined && call.k > upTo ? { opacity: 0.35 } : undefined}
                fw={upTo === call.k ? 800 : undefined}
              >
                <Table.Td>{call.k}</Table.Td>
                <Table.Td>{call.label}</Table.Td>
                <Table.Td>{formatCallTime(call.calledAt)}</Table.Td>
                <Table.Td>{seconds === null ? '' : t('+{{seconds}} s', { seconds })}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
