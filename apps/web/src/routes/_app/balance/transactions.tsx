import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// The dashboards' View All under Recent Transactions: each role's own transaction list.
export const Route = createFileRoute('/_app/balance/transactions')({
  beforeLoad: ({ context }): never =>
    redirectByRole(
      { context },
      {
        SuperAgent: { to: '/superagent/balance/transactions' },
        Agent: { to: '/agent/balance' },
        Admin: { to: '/admin/balance' },
      },
    ),
});
