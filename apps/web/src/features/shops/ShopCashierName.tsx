import type { ShopCashier } from '@bingo/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '../users/users.queries';

/**
 * The shop still names a cashier who was deactivated (left) until a new one is seated; the badge
 * tells staff the seat is in fact free. Same badge as the user lists' Inactive status.
 */
export function InactiveCashierBadge({ cashier }: { cashier: ShopCashier }) {
  const { t } = useTranslation('shops');
  if (cashier.isActive) return null;
  return (
    <Badge color="gray" variant="light">
      {t('Inactive')}
    </Badge>
  );
}

/** A shop list's Cashier cell: the cashier's full name, marked when they are inactive. */
export function ShopCashierName({ cashier }: { cashier: ShopCashier }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text inherit span>
        {fullName(cashier)}
      </Text>
      <InactiveCashierBadge cashier={cashier} />
    </Group>
  );
}
