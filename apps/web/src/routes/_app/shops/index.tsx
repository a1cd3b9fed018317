import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// 'View All' on the dashboards: each role's own shops screen.
export const Route = createFileRoute('/_app/shops/')({
  beforeLoad: ({ context }): never =>
    redirectByRole(
      { context },
      {
        Admin: { to: '/admin/shops' },
        SuperAgent: { to: '/superagent/shops' },
        Agent: { to: '/agent/shops' },
      },
    ),
});
