import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';
import { parseTransferSearch } from '@/features/network/search-params';

// The dashboards' Transfer Funds links (`?to={id}` from an agent row): each role's own transfer screen.
export const Route = createFileRoute('/_app/balance/transfer')({
  validateSearch: parseTransferSearch,
  beforeLoad: ({ context, search }): never =>
    redirectByRole(
      { context },
      {
        SuperAgent: { to: '/superagent/balance/transfer', search: { to: search.to } },
        Agent: { to: '/agent/balance', search: { to: search.to } },
        Admin: { to: '/admin/balance' },
      },
    ),
});
