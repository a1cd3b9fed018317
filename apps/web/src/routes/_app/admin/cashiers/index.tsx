import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage, preloadAdminUsers } from '@/features/admin/users/AdminUsersPage';
import { requireRole } from '@/features/auth/guards';

export const Route = createFileRoute('/_app/admin/cashiers/')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preloadAdminUsers(context.queryClient, 'Cashier'),
  component: CashiersPage,
});

function CashiersPage() {
  return <AdminUsersPage userRole="Cashier" />;
}
