import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceQueries } from '../balance/balance.queries';
import { RecentTransactions } from './RecentTransactions';
import { SectionCard } from './SectionCard';

/** The spec's five newest movements of the signed-in user. */
export const recentTransactionsQuery = () => balanceQueries.transactions({ limit: 5 });

/** The dashboard section of the newest movements; `viewAll` links to the page with all of them. */
export function RecentTransactionsCard({ viewAll }: { viewAll: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const recent = useQuery(recentTransactionsQuery());
  return (
    <SectionCard title={t('Recent Transactions')} action={viewAll} loading={recent.isPending}>
      <RecentTransactions transactions={recent.data?.items ?? []} />
    </SectionCard>
  );
}
