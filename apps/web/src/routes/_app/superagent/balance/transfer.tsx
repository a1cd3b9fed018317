import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { preloadSuperAgentTransfer, SuperAgentTransferPage } from '@/features/balance/SuperAgentTransferPage';
import { parseTransferSearch } from '@/features/network/search-params';

export const Route = createFileRoute('/_app/superagent/balance/transfer')({
  beforeLoad: requireRole('SuperAgent'),
  validateSearch: parseTransferSearch,
  loader: ({ context: { queryClient } }) => preloadSuperAgentTransfer(queryClient),
  component: () => <SuperAgentTransferPage transferTo={Route.useSearch().to} />,
});
