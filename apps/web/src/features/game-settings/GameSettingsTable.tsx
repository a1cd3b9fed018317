import { effectiveMinCards, type GameSettings } from '@bingo/contracts';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, KeyedHead } from '@/components/DataTable';
import { DeleteButton, EditButton } from '@/components/RowButtons';
import { msg } from '@/i18n/msg';
import { formatBirr, formatDateTime } from '@/lib/format';
import { LAST_CALL_RULE_LABELS } from './last-call-rule';

interface GameSettingsTableProps {
  settings: readonly GameSettings[];
  onEdit: (settings: GameSettings) => void;
  onDelete: (settings: GameSettings) => void;
}

const HEADER = [
  msg('Shop'),
  msg('Min Cards'),
  msg('Max Cards'),
  msg('Default Bet Amount'),
  msg('Minimum Stake'),
  msg('Late Claims'),
  msg('Last Updated'),
  msg('Actions'),
];

export function GameSettingsTable({ settings, onEdit, onDelete }: GameSettingsTableProps) {
  const { t } = useTranslation('game-settings');
  return (
    <DataTable label={t('Game settings')} minWidth={1000} head={<KeyedHead keys={HEADER} translate={t} />}>
      {settings.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Td fw={500}>{s.shopName}</Table.Td>
          {/* What a game of the shop takes: a stored 1 still needs 2 cards at Start. */}
          <Table.Td>{effectiveMinCards(s.minCards)}</Table.Td>
          <Table.Td>{s.maxCards}</Table.Td>
          <Table.Td>{formatBirr(s.defaultBetAmount)}</Table.Td>
          <Table.Td>{formatBirr(s.minStackAmount)}</Table.Td>
          <Table.Td>{LAST_CALL_RULE_LABELS[s.lastCallRule]}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.updatedAt)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <EditButton
                onClick={() => onEdit(s)}
                label={t('Edit settings of {{shop}}', { shop: s.shopName })}
              />
              <DeleteButton
                onClick={() => onDelete(s)}
                label={t('Delete settings of {{shop}}', { shop: s.shopName })}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
