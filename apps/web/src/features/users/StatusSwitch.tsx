import type { User } from '@bingo/contracts';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A managed user's Active / Inactive switch, named for the user it changes. */
export function StatusSwitch({
  user,
  onToggle,
  busy,
}: {
  user: User;
  onToggle: (user: User) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Switch
      checked={user.isActive}
      onChange={() => onToggle(user)}
      disabled={busy}
      label={user.isActive ? t('Active') : t('Inactive')}
      aria-label={
        user.isActive
          ? t('Deactivate {{email}}', { email: user.email })
          : t('Activate {{email}}', { email: user.email })
      }
      color="green"
    />
  );
}
