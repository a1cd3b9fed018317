import type { GameSettings } from '@bingo/contracts';
import { Button, Group, Table } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { formatBirr, formatDateTime } from '../../lib/format';
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
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Game settings">
        <Table.Thead>
          <Table.Tr>
            {HEADER.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} />}
                    onClick={() => onEdit(s)}
                    aria-label={`Edit settings of ${s.shopName}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => onDelete(s)}
                    aria-label={`Delete settings of ${s.shopName}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
