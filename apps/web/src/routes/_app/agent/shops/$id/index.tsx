import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { ShopPage } from '@/features/shops/ShopPage';
import { preloadShop } from '@/features/shops/shop-page-state';

export const Route = createFileRoute('/_app/agent/shops/$id/')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient }, params }) => preloadShop(queryClient, params.id),
  component: () => <ShopPage actorRole="Agent" id={Route.useParams().id} />,
});
