import type { GameSettings } from '@bingo/contracts';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { EmptyState } from '@/components/EmptyState';
import { ManagementPage } from '@/components/ManagementPage';
import { messageOf } from '@/lib/api';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useTimedMessage } from '@/lib/use-timed-message';
import { usePerShopRecords } from '../shops/use-per-shop-records';
import { GameSettingsDialog } from './GameSettingsDialog';
import { GameSettingsTable } from './GameSettingsTable';
import { useDeleteGameSettings } from './game-settings.mutations';
import { gameSettingsQueries } from './game-settings.queries';

/** Per-shop game settings: card limits, the bet the stepper starts at, the minimum stake, late claims. */
export function GameSettingsPage() {
  const { t } = useTranslation('game-settings');
  const settings = useQuery(gameSettingsQueries.list());
  const remove = useDeleteGameSettings();
  const notice = useTimedMessage(3000);
  const dialog = useRecordDialog<GameSettings>(notice.show);
  const [deleting, setDeleting] = useState<GameSettings | null>(null);

  const { all, freeShops, shown, searchProps, noFreeShop } = usePerShopRecords(settings.data?.items);

  return (
    <ManagementPage
      title={t('Game Settings')}
      subtitle={t('Card limits, bets and late claims per shop')}
      add={{
        label: t('Add Game Settings'),
        onClick: dialog.add,
        disabled: noFreeShop,
      }}
      loadError={settings.isError ? t('Failed to load game settings. Please try again later.') : null}
      notice={notice.message}
      alert={
        remove.isError && !deleting ? (
          <Alert color="red" role="alert" title={t('Failed to delete game settings')}>
            {messageOf(remove.error)}
          </Alert>
        ) : null
      }
      list={{
        loading: settings.isPending,
        ...searchProps,
        placeholder: t('Search by shop name...'),
        empty:
          shown.length === 0 ? (
            <EmptyState
              message={t('No game settings found')}
              hint={all.length === 0 ? t('Shops without settings play with the defaults.') : undefined}
            />
          ) : null,
      }}
      dialogs={
        <>
          <GameSettingsDialog {...dialog.dialogProps} settings={dialog.record} freeShops={freeShops} />
          <ConfirmModal
            opened={deleting !== null}
            title={t('Delete Game Settings')}
            message={
              deleting
                ? t('Delete the game settings of {{shop}}? Its games then use the defaults.', {
                    shop: deleting.shopName,
                  })
                : ''
            }
            confirmLabel={t('Delete')}
            cancelLabel={t('Cancel')}
            loading={remove.isPending}
            error={
              remove.isError
                ? t('Failed to delete game settings: {{reason}}', { reason: messageOf(remove.error) })
                : null
            }
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.shopId, {
                onSuccess: () => {
                  setDeleting(null);
                  notice.show(t('Game settings deleted successfully'));
                },
              });
            }}
          />
        </>
      }
    >
      <GameSettingsTable
        settings={shown}
        onEdit={dialog.edit}
        onDelete={(s) => {
          remove.reset();
          setDeleting(s);
        }}
      />
    </ManagementPage>
  );
}
