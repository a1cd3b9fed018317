import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeOf } from '@/features/auth/guards';

// The admin dashboard's 'View Reports' leads to sales management; other roles see their sales history.
export const Route = createFileRoute('/_app/reports')({
  beforeLoad: ({ context }) => {
    const role = context.auth.user?.role;
    if (role === 'Admin') throw redirect({ href: '/admin/sales', replace: true });
    throw redirect({ href: role ? '/sales' : homeOf(role), replace: true });
  },
});
