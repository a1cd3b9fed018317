import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// The dashboards' View All under Recent Transactions: each role's own transaction list.
export const Route = createFileRoute('/_app/balance/transactions')({
  beforeLoad: redirectByRole({
    SuperAgent: paths.superAgent.transactions,
    Agent: paths.agent.balance,
    Admin: paths.admin.balance,
  }),
});
