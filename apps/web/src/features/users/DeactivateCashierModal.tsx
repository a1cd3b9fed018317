import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { msg } from '@/i18n/msg';
import type { useStatusToggle } from './use-status-toggle';
import { fullName } from './users.queries';

/** Asks before a cashier is deactivated: the server ends its running game at the current call. */
export function DeactivateCashierModal({ flow }: { flow: ReturnType<typeof useStatusToggle> }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmModal
      opened={flow.asking !== null}
      title={t('Deactivate cashier')}
      message={
        <Trans
          t={t}
          i18nKey={msg(
            'Deactivate <b>{{name}}</b>? They are signed out at once, and a game they are running ends now, abandoned at the current call.',
          )}
          values={{ name: flow.asking ? fullName(flow.asking) : '' }}
          components={{ b: <b /> }}
        />
      }
      confirmLabel={t('Deactivate')}
      cancelLabel={t('Cancel')}
      onConfirm={flow.confirm}
      onClose={flow.cancel}
    />
  );
}
