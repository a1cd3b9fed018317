import { createFileRoute } from '@tanstack/react-router';
import { AdminShopPage } from '@/features/admin/shops/AdminShopPage';
import { requireRole } from '@/features/auth/guards';
import { shopQueries } from '@/features/shops/shops.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/shops/$id')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context, params }) =>
    preload(context.queryClient.ensureQueryData(shopQueries.detail(params.id))),
  component: ShopPage,
});

function ShopPage() {
  const { id } = Route.useParams();
  return <AdminShopPage key={id} id={id} />;
}
