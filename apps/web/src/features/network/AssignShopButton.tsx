import type { User } from '@bingo/contracts';
import { Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../users/users.queries';

/** A cashier's 'Assign Shop' in a table row; none for an inactive cashier, whom the server seats nowhere. */
export function AssignShopButton({
  cashier,
  onAssign,
}: {
  cashier: User;
  onAssign: (cashier: User) => void;
}) {
  const { t } = useTranslation('network');
  if (!cashier.isActive) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconBuildingStore size={14} />}
      onClick={() => onAssign(cashier)}
      aria-label={t('Assign Shop to {{name}}', { name: fullName(cashier) })}
    >
      {t('Assign Shop')}
    </Button>
  );
}
