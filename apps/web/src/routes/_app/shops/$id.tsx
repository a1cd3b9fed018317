import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/admin/redirects';
import { paths } from '@/lib/paths';

// 'View' on the dashboards' shop tables: each role's own shop details page.
export const Route = createFileRoute('/_app/shops/$id')({
  beforeLoad: ({ context, params }) =>
    redirectByRole({
      Admin: paths.admin.shop(params.id),
      SuperAgent: paths.superAgent.shop(params.id),
      Agent: paths.agent.shop(params.id),
    })({ context }),
});
