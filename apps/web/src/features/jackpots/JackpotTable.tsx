import type { Jackpot } from '@bingo/contracts';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, KeyedHead } from '@/components/DataTable';
import { EditButton } from '@/components/RowButtons';
import { msg } from '@/i18n/msg';
import { formatBirr, formatDateTime } from '@/lib/format';

interface JackpotTableProps {
  jackpots: readonly Jackpot[];
  onEdit: (jackpot: Jackpot) => void;
  onToggle: (jackpot: Jackpot) => void;
  /** The jackpot whose status is being flipped. */
  togglingId: string | null;
}

const HEADER = [msg('Shop'), msg('Bonus Amount'), msg('Status'), msg('Last Updated'), msg('Actions')];

export function JackpotTable({ jackpots, onEdit, onToggle, togglingId }: JackpotTableProps) {
  const { t } = useTranslation('jackpots');
  return (
    <DataTable label={t('Jackpots')} minWidth={760} head={<KeyedHead keys={HEADER} translate={t} />}>
      {jackpots.map((j) => {
        const active = j.status === 1;
        return (
          <Table.Tr key={j.id}>
            <Table.Td fw={500}>{j.shopName}</Table.Td>
            <Table.Td>{formatBirr(j.bonusAmount)}</Table.Td>
            <Table.Td>
              <Badge color={active ? 'green' : 'gray'} variant="light">
                {active ? t('Active') : t('Inactive')}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.updatedAt)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <EditButton
                  onClick={() => onEdit(j)}
                  label={t('Edit jackpot of {{shop}}', { shop: j.shopName })}
                />
                <Button
                  size="xs"
                  variant="light"
                  color={active ? 'orange' : 'green'}
                  leftSection={active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
                  loading={togglingId === j.id}
                  onClick={() => onToggle(j)}
                  aria-label={
                    active
                      ? t('Deactivate jackpot of {{shop}}', { shop: j.shopName })
                      : t('Activate jackpot of {{shop}}', { shop: j.shopName })
                  }
                >
                  {active ? t('Deactivate') : t('Activate')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
