import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { parseTransferSearch } from '@/features/network/search-params';
import { paths } from '@/lib/paths';

// The dashboards' Transfer Funds links (`?to={id}` from an agent row): each role's own transfer screen.
export const Route = createFileRoute('/_app/balance/transfer')({
  validateSearch: parseTransferSearch,
  beforeLoad: ({ context, search }) =>
    redirectByRole({
      SuperAgent: paths.superAgent.transfer(search.to),
      Agent: search.to ? paths.agent.transferTo(search.to) : paths.agent.balance,
      Admin: paths.admin.balance,
    })({ context }),
});
