import { createFileRoute } from '@tanstack/react-router';
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
  return (
    <>
      <PageHeader
        title="Shift"
        subtitle="Open with the cash counted in the drawer; close with the cash counted"
      />
      <ShiftPanel />
    </>
  );
}
