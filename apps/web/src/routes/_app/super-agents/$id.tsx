import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// The dashboard's Super Agents table links here.
export const Route = createFileRoute('/_app/super-agents/$id')({
  beforeLoad: ({ context, params }): never =>
    redirectByRole({ context }, { Admin: { to: '/admin/super-agents/$id', params } }),
});
