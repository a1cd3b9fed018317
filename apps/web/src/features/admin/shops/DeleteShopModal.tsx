import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { msg } from '@/i18n/msg';
import type { useShopDelete } from './use-shop-delete';

/** Asks before the soft delete: the shop leaves every list, its sales history stays. */
export function DeleteShopModal({ flow }: { flow: ReturnType<typeof useShopDelete> }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmModal
      opened={flow.target !== null}
      title={t('Delete Shop')}
      message={
        <Trans
          t={t}
          i18nKey={msg(
            'Delete <b>{{name}}</b>? It disappears from every list and its cashier is released; its sales history is kept.',
          )}
          values={{ name: flow.target?.name ?? '' }}
          components={{ b: <b /> }}
        />
      }
      confirmLabel={t('Delete')}
      loading={flow.pending}
      error={flow.error}
      onConfirm={flow.confirm}
      onClose={flow.cancel}
    />
  );
}
