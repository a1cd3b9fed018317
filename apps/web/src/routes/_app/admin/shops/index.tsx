import { createFileRoute } from '@tanstack/react-router';
import { AdminShopsPage } from '@/features/admin/shops/AdminShopsPage';
import { requireRole } from '@/features/auth/guards';
import { shopQueries } from '@/features/shops/shops.queries';
import { preload } from '@/lib/preload';
import { parseCreateSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/admin/shops/')({
  validateSearch: parseCreateSearch,
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preload(context.queryClient.ensureQueryData(shopQueries.list())),
  component: ShopsPage,
});

function ShopsPage() {
  const { create } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminShopsPage
      startAdding={create === true}
      onAddingClosed={() => {
        if (create) void navigate({ search: {}, replace: true });
      }}
    />
  );
}
