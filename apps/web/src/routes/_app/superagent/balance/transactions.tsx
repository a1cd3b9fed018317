import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { AllTransactionsPage, preloadAllTransactions } from '@/features/balance/AllTransactionsPage';
import { parseTransactionsSearch } from '@/features/network/transactions-search';

export const Route = createFileRoute('/_app/superagent/balance/transactions')({
  beforeLoad: requireRole('SuperAgent'),
  validateSearch: parseTransactionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => preloadAllTransactions(queryClient, deps),
  component: SuperAgentTransactions,
});

function SuperAgentTransactions() {
  const { user } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AllTransactionsPage
      viewerId={user.id}
      search={Route.useSearch()}
      onFilter={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
