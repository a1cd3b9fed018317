import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';
import { TRANSACTIONS_PAGES } from '@/features/balance/transactions-pages';

// The dashboards' View All under Recent Transactions: each role's own transaction list.
export const Route = createFileRoute('/_app/balance/transactions')({
  beforeLoad: ({ context }): never => redirectByRole({ context }, TRANSACTIONS_PAGES),
});
