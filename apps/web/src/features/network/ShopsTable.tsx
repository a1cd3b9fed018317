import type { Shop } from '@bingo/contracts';
import { Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/DataTable';
import { matchesSearch } from '@/components/SearchInput';
import { i18n } from '@/i18n/i18n';
import { ShopCashierName } from '../shops/ShopCashierName';
import { shopLocation } from '../shops/shops.queries';
import { fullName } from '../users/users.queries';

/** The Cashier column: the cashier's full name, or 'None'. */
export function shopCashierName(shop: Pick<Shop, 'cashier'>): string {
  const t = i18n.getFixedT(null, 'network');
  return shop.cashier ? fullName(shop.cashier) : t('None');
}

/** 'Search shops...': the shop's name, city or country, or its cashier's (and agent's) full name. */
export function shopMatches(shop: Shop, search: string, withAgent = false): boolean {
  return matchesSearch(
    search,
    shop.name,
    shop.city,
    shop.country,
    shop.cashier ? fullName(shop.cashier) : null,
    withAgent ? fullName(shop.agent) : null,
  );
}

interface ShopsTableProps {
  shops: readonly Shop[];
  /** A super agent's shops belong to several agents, so it sees an Agent column. */
  showAgent?: boolean;
  actions: (shop: Shop) => ReactNode;
}

/** Name, Location (city, country), Agent, Cashier and the viewer's actions. */
export function ShopsTable({ shops, showAgent, actions }: ShopsTableProps) {
  const { t } = useTranslation('network');
  return (
    <DataTable
      label={t('Shops')}
      minWidth={showAgent ? 760 : 640}
      head={
        <>
          <Table.Th>{t('Name')}</Table.Th>
          <Table.Th>{t('Location')}</Table.Th>
          {showAgent ? <Table.Th>{t('Agent')}</Table.Th> : null}
          <Table.Th>{t('Cashier')}</Table.Th>
          <Table.Th data-actions>{t('Actions')}</Table.Th>
        </>
      }
    >
      {shops.map((shop) => (
        <Table.Tr key={shop.id}>
          <Table.Td fw={500}>{shop.name}</Table.Td>
          <Table.Td>{shopLocation(shop)}</Table.Td>
          {showAgent ? <Table.Td>{fullName(shop.agent)}</Table.Td> : null}
          <Table.Td>
            {shop.cashier ? <ShopCashierName cashier={shop.cashier} /> : shopCashierName(shop)}
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              {actions(shop)}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
