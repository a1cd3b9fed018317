import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// 'View All' on the dashboards: each role's own shops screen.
export const Route = createFileRoute('/_app/shops/')({
  beforeLoad: redirectByRole({
    Admin: paths.admin.shops,
    SuperAgent: paths.superAgent.shops,
    Agent: paths.agent.shops,
  }),
});
