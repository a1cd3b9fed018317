import type { Shop } from '@bingo/contracts';
import { Group, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/DataTable';
import { ButtonLink } from '@/components/links';
import { DeleteButton, EditButton } from '@/components/RowButtons';
import { ShopCashierName } from '@/features/shops/ShopCashierName';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';

const HEADERS = [
  msg('Name'),
  msg('Location'),
  msg('City'),
  msg('Country'),
  msg('Agent'),
  msg('Cashier'),
  msg('Actions'),
];

interface ShopsTableProps {
  shops: readonly Shop[];
  onEdit: (shop: Shop) => void;
  onDelete: (shop: Shop) => void;
}

export function ShopsTable({ shops, onEdit, onDelete }: ShopsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      label={t('Shops')}
      minWidth={980}
      head={HEADERS.map((h) => (
        <Table.Th key={h} data-actions={h === 'Actions' || undefined}>
          {/* i18n-dynamic: the headers are msg() keys in HEADERS */}
          {t(h)}
        </Table.Th>
      ))}
    >
      {shops.map((shop) => (
        <Table.Tr key={shop.id}>
          <Table.Td fw={500}>{shop.name}</Table.Td>
          <Table.Td>{shop.location}</Table.Td>
          <Table.Td>{shop.city}</Table.Td>
          <Table.Td>{shop.country}</Table.Td>
          <Table.Td>{fullName(shop.agent)}</Table.Td>
          <Table.Td>
            {shop.cashier ? (
              <ShopCashierName cashier={shop.cashier} />
            ) : (
              <Text c="dimmed" size="sm">
                {t('None')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <ButtonLink
                to="/admin/shops/$id"
                params={{ id: shop.id }}
                size="xs"
                variant="subtle"
                leftSection={<IconEye size={14} />}
              >
                {t('View')}
              </ButtonLink>
              <EditButton onClick={() => onEdit(shop)} />
              <DeleteButton onClick={() => onDelete(shop)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
