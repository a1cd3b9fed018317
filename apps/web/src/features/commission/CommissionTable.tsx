import type { CommissionRate } from '@bingo/contracts';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { DataTable } from '@/components/DataTable';
import { DeleteButton, EditButton } from '@/components/RowButtons';
import { formatDateTime } from '@/lib/format';

export type CommissionSortKey = 'typeIndex' | 'rate' | 'updatedAt';
export interface CommissionSort {
  key: CommissionSortKey;
  direction: 'asc' | 'desc';
}

/** Rates ordered by the chosen column; ties keep the tier order. */
export function sortRates(rates: readonly CommissionRate[], sort: CommissionSort): CommissionRate[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = (r: CommissionRate) => (sort.key === 'updatedAt' ? Date.parse(r.updatedAt) : r[sort.key]);
  return [...rates].sort((a, b) => sign * (value(a) - value(b)) || a.typeIndex - b.typeIndex);
}

const COLUMNS: { key: CommissionSortKey; label: string }[] = [
  { key: 'typeIndex', label: 'Type Index' },
  { key: 'rate', label: 'Rate (%)' },
  { key: 'updatedAt', label: 'Last Updated' },
];

interface CommissionTableProps {
  rates: readonly CommissionRate[];
  sort: CommissionSort;
  onSort: (key: CommissionSortKey) => void;
  onEdit: (rate: CommissionRate) => void;
  onDelete: (rate: CommissionRate) => void;
}

export function CommissionTable({ rates, sort, onSort, onEdit, onDelete }: CommissionTableProps) {
  return (
    <DataTable
      label="Commission rates"
      minWidth={600}
      head={
        <>
          {COLUMNS.map(({ key, label }) => {
            const active = sort.key === key;
            const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
            return (
              <Table.Th
                key={key}
                aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <UnstyledButton onClick={() => onSort(key)} fw={700} fz="sm">
                  <Group gap={4} wrap="nowrap">
                    {label}
                    <Icon size={14} />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            );
          })}
          <Table.Th data-actions>Actions</Table.Th>
        </>
      }
    >
      {rates.map((rate) => (
        <Table.Tr key={rate.id}>
          <Table.Td fw={600}>{rate.typeIndex}</Table.Td>
          <Table.Td>{rate.rate.toFixed(2)}%</Table.Td>
          <Table.Td>{formatDateTime(rate.updatedAt)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <EditButton onClick={() => onEdit(rate)} label={`Edit type index ${rate.typeIndex}`} />
              <DeleteButton onClick={() => onDelete(rate)} label={`Delete type index ${rate.typeIndex}`} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
