import { createFileRoute } from '@tanstack/react-router';
import { AdminBalancePage } from '@/features/admin/balance/AdminBalancePage';
import { parseBalanceSearch } from '@/features/admin/search-params';
import { requireRole } from '@/features/auth/guards';
import { balanceQueries } from '@/features/balance/balance.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/balance')({
  validateSearch: parseBalanceSearch,
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preload(context.queryClient.ensureQueryData(balanceQueries.overview())),
  component: BalancePage,
});

function BalancePage() {
  const { tab = 'overview', userId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminBalancePage
      tab={tab}
      userId={userId}
      onNavigate={(next) => void navigate({ search: { tab: next.tab, userId: next.userId } })}
    />
  );
}
