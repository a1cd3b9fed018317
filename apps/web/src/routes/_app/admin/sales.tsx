import { createFileRoute } from '@tanstack/react-router';
import { AdminSalesPage, adminSalesQueries } from '@/features/admin/sales/AdminSalesPage';
import { requireRole } from '@/features/auth/guards';
import { resolveSalesRange } from '@/features/sales/sales-range';
import { parseSalesRangeSearch } from '@/features/sales/sales-range-search';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/sales')({
  // `?start=&end=` hall days; by default the first day of this month up to today.
  validateSearch: parseSalesRangeSearch,
  beforeLoad: requireRole('Admin'),
  loaderDeps: ({ search }) => ({ start: search.start, end: search.end }),
  loader: ({ context: { queryClient }, deps }) => {
    const q = adminSalesQueries(resolveSalesRange(deps));
    return preload(queryClient.ensureQueryData(q.summary), queryClient.ensureQueryData(q.list));
  },
  component: SalesPage,
});

function SalesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminSalesPage
      range={resolveSalesRange(search)}
      onRangeChange={(r) => void navigate({ search: { start: r?.start, end: r?.end } })}
    />
  );
}
