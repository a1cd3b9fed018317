import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// The spec's edit link for a super agent; its edit screen is the admin page.
export const Route = createFileRoute('/_app/super-agents/edit/$id')({
  beforeLoad: ({ context, params }): never =>
    redirectByRole({ context }, { Admin: { to: '/admin/super-agents/$id', params } }),
});
