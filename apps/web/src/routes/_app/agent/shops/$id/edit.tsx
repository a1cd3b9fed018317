import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { AgentShopEditPage } from '@/features/shops/AgentShopEditPage';
import { preloadShop } from '@/features/shops/shop-page-state';

export const Route = createFileRoute('/_app/agent/shops/$id/edit')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient }, params }) => preloadShop(queryClient, params.id),
  component: () => <AgentShopEditPage id={Route.useParams().id} />,
});
