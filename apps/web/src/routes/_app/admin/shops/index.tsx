import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { preload } from '../../../../features/admin/preload';
import { AdminShopsPage } from '../../../../features/admin/shops/AdminShopsPage';
import { requireRole } from '../../../../features/auth/guards';
import { shopQueries } from '../../../../features/shops/shops.queries';

/** `?create=true` opens the Add Shop modal (the dashboard's /shops/create link). */
const SearchSchema = z.object({ create: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/_app/admin/shops/')({
  validateSearch: SearchSchema,
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
