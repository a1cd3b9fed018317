import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// 'Add Shop' on the dashboard: the shops screen of the role, with its create dialog open.
export const Route = createFileRoute('/_app/shops/create')({
  beforeLoad: redirectByRole({
    Admin: `${paths.admin.shops}?create=true`,
    SuperAgent: paths.superAgent.createShop,
    Agent: paths.agent.createShop,
  }),
});
