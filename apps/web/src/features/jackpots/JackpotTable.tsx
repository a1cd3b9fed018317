import type { Jackpot } from '@bingo/contracts';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { formatBirr, formatDateTime } from '../../lib/format';

interface JackpotTableProps {
  jackpots: readonly Jackpot[];
  onEdit: (jackpot: Jackpot) => void;
  onToggle: (jackpot: Jackpot) => void;
  /** The jackpot whose status is being flipped. */
  togglingId: string | null;
}

export function JackpotTable({ jackpots, onEdit, onToggle, togglingId }: JackpotTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Jackpots">
        <Table.Thead>
          <Table.Tr>
            {['Shop', 'Bonus Amount', 'Status', 'Last Updated', 'Actions'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jackpots.map((j) => {
            const active = j.status === 1;
            return (
              <Table.Tr key={j.id}>
                <Table.Td fw={500}>{j.shopName}</Table.Td>
                <Table.Td>{formatBirr(j.bonusAmount)}</Table.Td>
                <Table.Td>
                  <Badge color={active ? 'green' : 'gray'} variant="light">
                    {active ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconEdit size={14} />}
                      onClick={() => onEdit(j)}
                      aria-label={`Edit jackpot of ${j.shopName}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color={active ? 'orange' : 'green'}
                      leftSection={active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
                      loading={togglingId === j.id}
                      onClick={() => onToggle(j)}
                      aria-label={`${active ? 'Deactivate' : 'Activate'} jackpot of ${j.shopName}`}
                    >
                      {active ? 'Deactivate' : 'Activate'}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
