import type { Jackpot } from '@bingo/contracts';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ManagementPage } from '@/components/ManagementPage';
import { useRecordDialog } from '@/lib/use-record-dialog';
import { useTimedMessage } from '@/lib/use-timed-message';
import { usePerShopRecords } from '../shops/use-per-shop-records';
import { JackpotDialog } from './JackpotDialog';
import { JackpotTable } from './JackpotTable';
import { useToggleJackpot } from './jackpots.mutations';
import { jackpotQueries } from './jackpots.queries';

/** The spec shows jackpot messages for 3 s. */
export const JACKPOT_MESSAGE_MS = 3000;

/** Per-shop jackpots: the bonus a cashier's game pays for a win within N calls. */
export function JackpotPage() {
  const { t } = useTranslation('jackpots');
  const jackpots = useQuery(jackpotQueries.list());
  const toggle = useToggleJackpot();
  const notice = useTimedMessage(JACKPOT_MESSAGE_MS);
  const dialog = useRecordDialog<Jackpot>(notice.show);

  const { freeShops, shown, searchProps, noFreeShop } = usePerShopRecords(jackpots.data?.items);

  return (
    <ManagementPage
      title={t('Jackpot Management')}
      subtitle={t('The bonus each shop pays for a quick win')}
      add={{ label: t('Create Jackpot'), onClick: dialog.add, disabled: noFreeShop }}
      loadError={jackpots.isError ? t('Failed to load jackpot data. Please try again later.') : null}
      notice={notice.message}
      alert={
        toggle.isError ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => toggle.reset()}>
            {t('Failed to update jackpot status. Please try again.')}
          </Alert>
        ) : null
      }
      list={{
        loading: jackpots.isPending,
        ...searchProps,
        placeholder: t('Search by shop name...'),
        empty: shown.length === 0 ? <EmptyState message={t('No jackpots found')} /> : null,
      }}
      dialogs={<JackpotDialog {...dialog.dialogProps} jackpot={dialog.record} freeShops={freeShops} />}
    >
      <JackpotTable
        jackpots={shown}
        onEdit={dialog.edit}
        onToggle={(j) =>
          toggle.mutate(
            { id: j.id, status: j.status === 1 ? 0 : 1 },
            { onSuccess: () => notice.show(t('Jackpot status updated successfully!')) },
          )
        }
        togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
      />
    </ManagementPage>
  );
}
