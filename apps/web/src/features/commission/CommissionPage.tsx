import type { CommissionRate } from '@bingo/contracts';
import { defaultRatePercent } from '@bingo/engine';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ConfirmModal';
import { EmptyState } from '@/components/EmptyState';
import { ManagementPage } from '@/components/ManagementPage';
import { matchesSearch } from '@/components/SearchInput';
import { messageOf } from '@/lib/api';
import { useTimedMessage } from '@/lib/use-timed-message';
import { CommissionRateDialog } from './CommissionRateDialog';
import { type CommissionSort, type CommissionSortKey, CommissionTable, sortRates } from './CommissionTable';
import { useDeleteCommissionRate } from './commission.mutations';
import { commissionQueries } from './commission.queries';

/** Commission: the house's share per tier (typeIndex 1–9), which every game purchase uses. */
export function CommissionPage() {
  const { t } = useTranslation('commission');
  const rates = useQuery(commissionQueries.list());
  const remove = useDeleteCommissionRate();
  const notice = useTimedMessage(3000);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CommissionSort>({ key: 'typeIndex', direction: 'asc' });
  const [dialog, setDialog] = useState<{ rate: CommissionRate | null } | null>(null);
  const [deleting, setDeleting] = useState<CommissionRate | null>(null);

  const all = rates.data?.items ?? [];
  const shown = sortRates(
    all.filter((r) => matchesSearch(search, String(r.typeIndex), `${r.rate}`, `${r.rate.toFixed(2)}%`)),
    sort,
  );
  const toggleSort = (key: CommissionSortKey) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <ManagementPage
      title={t('Commission Management')}
      subtitle={t("The house's share of each game, per commission tier")}
      add={{ label: t('Add Commission Rate'), onClick: () => setDialog({ rate: null }) }}
      loadError={
        rates.isError
          ? t('Failed to load commission rates: {{message}}', { message: messageOf(rates.error) })
          : null
      }
      notice={notice.message}
      list={{
        search,
        onSearch: setSearch,
        placeholder: t('Search commission rates...'),
        loading: rates.isPending,
        empty:
          shown.length === 0 ? (
            <EmptyState
              message={t('No commission rates found')}
              hint={all.length === 0 ? t('Games use the default rate of 10 × type index %.') : undefined}
            />
          ) : null,
      }}
      dialogs={
        <>
          <CommissionRateDialog
            opened={dialog !== null}
            rate={dialog?.rate ?? null}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              notice.show(t('Commission rate saved successfully!'));
            }}
          />
          <ConfirmModal
            opened={deleting !== null}
            title={t('Delete Commission Rate')}
            message={
              deleting
                ? t('Delete the rate of type index {{typeIndex}}? Its games then use {{rate}}%.', {
                    typeIndex: deleting.typeIndex,
                    rate: defaultRatePercent(deleting.typeIndex),
                  })
                : ''
            }
            confirmLabel={t('Delete')}
            loading={remove.isPending}
            error={
              remove.isError
                ? t('Failed to delete commission rate: {{message}}', { message: messageOf(remove.error) })
                : null
            }
            onClose={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.typeIndex, {
                onSuccess: () => {
                  setDeleting(null);
                  notice.show(t('Commission rate deleted successfully!'));
                },
              });
            }}
          />
        </>
      }
    >
      <CommissionTable
        rates={shown}
        sort={sort}
        onSort={toggleSort}
        onEdit={(rate) => setDialog({ rate })}
        onDelete={(rate) => {
          remove.reset();
          setDeleting(rate);
        }}
      />
    </ManagementPage>
  );
}
