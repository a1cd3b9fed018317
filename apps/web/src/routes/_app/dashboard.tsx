import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { CashierDashboard } from '@/features/hall/cashier/CashierDashboard';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: requireRole('Cashier'),
  // Not awaited: the page shows 'Loading sales data...' rather than waiting on a blank screen.
  loader: ({ context }) => {
    // prefetchQuery, not ensureQueryData: a failed fetch must not become an unhandled rejection.
    void context.queryClient.prefetchQuery(balanceQueries.mine());
  },
  component: CashierDashboard,
});
