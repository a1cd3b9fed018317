import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

const create = { create: true } as const;

// 'Add Shop' on the dashboard: the shops screen of the role, with its create dialog open.
export const Route = createFileRoute('/_app/shops/create')({
  beforeLoad: ({ context }): never =>
    redirectByRole(
      { context },
      {
        Admin: { to: '/admin/shops', search: create },
        SuperAgent: { to: '/superagent/shops', search: create },
        Agent: { to: '/agent/shops', search: create },
      },
    ),
});
