import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// 'View' on the dashboards' shop tables: each role's own shop details page.
export const Route = createFileRoute('/_app/shops/$id')({
  beforeLoad: ({ context, params }): never =>
    redirectByRole(
      { context },
      {
        Admin: { to: '/admin/shops/$id', params },
        SuperAgent: { to: '/superagent/shops/$id', params },
        Agent: { to: '/agent/shops/$id', params },
      },
    ),
});
