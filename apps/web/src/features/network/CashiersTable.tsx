import type { User } from '@bingo/contracts';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '@/components/SearchInput';
import { i18n } from '@/i18n/i18n';
import { StatusSwitch } from '../users/StatusSwitch';
import { fullName } from '../users/users.queries';
import { AssignShopButton } from './AssignShopButton';

/** The Shop column: the shop's name, 'Unknown Shop' when it has none, 'Not Assigned' without a shop. */
export function cashierShopLabel(cashier: Pick<User, 'shopId' | 'shopName'>): string {
  const t = i18n.getFixedT(null, 'network');
  if (!cashier.shopId) return t('Not Assigned');
  return cashier.shopName?.trim() ? cashier.shopName : t('Unknown Shop');
}

/** Name, e-mail or nothing: what the 'Search cashiers...' box looks at. */
export function cashierMatches(cashier: User, search: string): boolean {
  return matchesSearch(search, `${cashier.firstName} ${cashier.lastName}`, cashier.email);
}

interface CashiersTableProps {
  cashiers: readonly User[];
  onAssign: (cashier: User) => void;
  onToggleStatus: (cashier: User) => void;
  /** The cashier whose status is being changed, so only that switch waits. */
  togglingId: string | null;
}

export function CashiersTable({ cashiers, onAssign, onToggleStatus, togglingId }: CashiersTableProps) {
  const { t } = useTranslation('network');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('Cashiers')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Email')}</Table.Th>
            <Table.Th>{t('Shop')}</Table.Th>
            <Table.Th data-actions>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cashiers.map((cashier) => (
            <Table.Tr key={cashier.id}>
              <Table.Td fw={500}>{fullName(cashier)}</Table.Td>
              <Table.Td>{cashier.email}</Table.Td>
              <Table.Td>{cashierShopLabel(cashier)}</Table.Td>
              <Table.Td>
                <Group gap="md" wrap="nowrap">
                  <AssignShopButton cashier={cashier} onAssign={onAssign} />
                  <StatusSwitch user={cashier} onToggle={onToggleStatus} busy={togglingId === cashier.id} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
