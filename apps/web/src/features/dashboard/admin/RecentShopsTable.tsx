import type { Shop } from '@bingo/contracts';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { AnchorLink, ButtonLink } from '@/components/links';
import { shopLocation } from '@/features/shops/shops.queries';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { DashboardTable } from '../DashboardTable';

/** The newest shops first; the spec shows a handful with a link to the full list. */
export function newestShops(shops: readonly Shop[], count = 5): Shop[] {
  return [...shops].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, count);
}

export function RecentShopsTable({ shops }: { shops: readonly Shop[] }) {
  const { t } = useTranslation('dashboard');
  if (shops.length === 0) {
    return (
      <EmptyState
        message={t('No shops found')}
        action={
          <ButtonLink to="/admin/shops" search={{ create: true }} size="xs">
            {t('Add Shop')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <DashboardTable
      label={t('Recent shops')}
      minWidth={520}
      headers={[msg('Name'), msg('Location'), msg('Agent'), msg('Status'), '']}
    >
      {newestShops(shops).map((shop) => (
        <Table.Tr key={shop.id}>
          <Table.Td fw={500}>{shop.name}</Table.Td>
          <Table.Td>{shopLocation(shop)}</Table.Td>
          <Table.Td>{shop.agent ? fullName(shop.agent) : t('Unassigned')}</Table.Td>
          <Table.Td>
            <Badge color="green" variant="light" tt="none">
              {t('Active')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <AnchorLink to="/admin/shops/$id" params={{ id: shop.id }} size="sm">
              {t('View')}
            </AnchorLink>
          </Table.Td>
        </Table.Tr>
      ))}
    </DashboardTable>
  );
}
