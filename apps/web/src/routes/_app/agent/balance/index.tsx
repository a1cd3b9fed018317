import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { BalancePage, preloadBalancePage } from '@/features/balance/BalancePage';
import { parseTransferSearch } from '@/features/network/search-params';

export const Route = createFileRoute('/_app/agent/balance/')({
  beforeLoad: requireRole('Agent'),
  // A dashboard's Transfer link arrives as `?to={cashierId}` and opens the dialog for that cashier.
  validateSearch: parseTransferSearch,
  loader: ({ context: { queryClient } }) => preloadBalancePage(queryClient, 'Agent'),
  component: AgentBalance,
});

function AgentBalance() {
  const { user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <BalancePage
      actorRole="Agent"
      viewerId={user.id}
      transferTo={Route.useSearch().to}
      onTransferClosed={() => void navigate({ search: {}, replace: true })}
    />
  );
}
