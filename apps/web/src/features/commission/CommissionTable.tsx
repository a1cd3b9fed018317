import type { CommissionRate } from '@bingo/contracts';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/DataTable';
import { DeleteButton, EditButton } from '@/components/RowButtons';
import { msg } from '@/i18n/msg';
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
  { key: 'typeIndex', label: msg('Type Index') },
  { key: 'rate', label: msg('Rate (%)') },
  { key: 'updatedAt', label: msg('Last Updated') },
];

interface CommissionTableProps {
  rates: readonly CommissionRate[];
  sort: CommissionSort;
  onSort: (key: CommissionSortKey) => void;
  onEdit: (rate: CommissionRate) => void;
  onDelete: (rate: CommissionRate) => void;
}

export function CommissionTable({ rates, sort, onSort, onEdit, onDelete }: CommissionTableProps) {
  const { t } = useTranslation('commission');
  return (
    <DataTable
      label={t('Commission rates')}
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
                    {/* i18n-dynamic: the column titles are msg() keys in COLUMNS */}
                    {t(label)}
                    <Icon size={14} />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            );
          })}
          <Table.Th data-actions>{t('Actions')}</Table.Th>
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
              <EditButton
                onClick={() => onEdit(rate)}
                label={t('Edit type index {{typeIndex}}', { typeIndex: rate.typeIndex })}
              />
              <DeleteButton
                onClick={() => onDelete(rate)}
                label={t('Delete type index {{typeIndex}}', { typeIndex: rate.typeIndex })}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
