import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { parseTransferSearch } from '@/features/network/search-params';

/** The agent dashboard's Transfer link: the balance page opens its transfer modal for that cashier. */
export const Route = createFileRoute('/_app/agent/balance/transfer')({
  validateSearch: parseTransferSearch,
  beforeLoad: (args) => {
    requireRole('Agent')(args);
    throw redirect({ to: '/agent/balance', search: { to: args.search.to }, replace: true });
  },
});
