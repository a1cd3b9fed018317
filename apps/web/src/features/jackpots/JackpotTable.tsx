import type { Jackpot } from '@bingo/contracts';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { DataTable } from '@/components/DataTable';
import { EditButton } from '@/components/RowButtons';
import { formatBirr, formatDateTime } from '@/lib/format';

interface JackpotTableProps {
  jackpots: readonly Jackpot[];
  onEdit: (jackpot: Jackpot) => void;
  onToggle: (jackpot: Jackpot) => void;
  /** The jackpot whose status is being flipped. */
  togglingId: string | null;
}

export function JackpotTable({ jackpots, onEdit, onToggle, togglingId }: JackpotTableProps) {
  return (
    <DataTable
      label="Jackpots"
      minWidth={760}
      headers={['Shop', 'Bonus Amount', 'Status', 'Last Updated', 'Actions']}
    >
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
                <EditButton onClick={() => onEdit(j)} label={`Edit jackpot of ${j.shopName}`} />
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
    </DataTable>
  );
}
