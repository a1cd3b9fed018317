import { createFileRoute } from '@tanstack/react-router';
import { redirectByRole } from '@/features/auth/role-redirect';

// The dashboard's 'Add Super Agent' link: the management screen with its Add modal open.
export const Route = createFileRoute('/_app/super-agents/create')({
  beforeLoad: ({ context }): never =>
    redirectByRole({ context }, { Admin: { to: '/admin/super-agents', search: { create: true } } }),
});
