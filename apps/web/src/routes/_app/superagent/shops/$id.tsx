import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { ShopPage } from '@/features/shops/ShopPage';
import { preloadShop } from '@/features/shops/shop-page-state';

export const Route = createFileRoute('/_app/superagent/shops/$id')({
  beforeLoad: requireRole('SuperAgent'),
  loader: ({ context: { queryClient }, params }) => preloadShop(queryClient, params.id),
  component: () => <ShopPage actorRole="SuperAgent" id={Route.useParams().id} />,
});
