import type { GameSettings } from '@bingo/contracts';
import { Group, Table } from '@mantine/core';
import { DataTable } from '@/components/DataTable';
import { DeleteButton, EditButton } from '@/components/RowButtons';
import { formatBirr, formatDateTime } from '@/lib/format';
import { LAST_CALL_RULE_LABELS } from './last-call-rule';

interface GameSettingsTableProps {
  settings: readonly GameSettings[];
  onEdit: (settings: GameSettings) => void;
  onDelete: (settings: GameSettings) => void;
}

const HEADER = [
  'Shop',
  'Min Cards',
  'Max Cards',
  'Default Bet Amount',
  'Minimum Stake',
  'Late Claims',
  'Last Updated',
  'Actions',
];

export function GameSettingsTable({ settings, onEdit, onDelete }: GameSettingsTableProps) {
  return (
    <DataTable label="Game settings" minWidth={1000} headers={HEADER}>
      {settings.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Td fw={500}>{s.shopName}</Table.Td>
          <Table.Td>{s.minCards}</Table.Td>
          <Table.Td>{s.maxCards}</Table.Td>
          <Table.Td>{formatBirr(s.defaultBetAmount)}</Table.Td>
          <Table.Td>{formatBirr(s.minStackAmount)}</Table.Td>
          <Table.Td>{LAST_CALL_RULE_LABELS[s.lastCallRule]}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.updatedAt)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <EditButton onClick={() => onEdit(s)} label={`Edit settings of ${s.shopName}`} />
              <DeleteButton onClick={() => onDelete(s)} label={`Delete settings of ${s.shopName}`} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
