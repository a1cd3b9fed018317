import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { requireRole } from '@/features/auth/guards';
import { ShiftPanel } from '@/features/shifts/ShiftPanel';
import { shiftQueries } from '@/features/shifts/shifts.queries';

export const Route = createFileRoute('/_app/shift')({
  beforeLoad: requireRole('Cashier'),
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(shiftQueries.current()),
  component: ShiftPage,
});

function ShiftPage() {
  const { t } = useTranslation('routes');
  return (
    <>
      <PageHeader
        title={t('Shift')}
        subtitle={t('Open with the cash counted in the drawer; close with the cash counted')}
      />
      <ShiftPanel />
    </>
  );
}
