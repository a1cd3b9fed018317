import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage, preloadAdminUsers } from '@/features/admin/users/AdminUsersPage';
import { requireRole } from '@/features/auth/guards';

export const Route = createFileRoute('/_app/admin/agents/')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preloadAdminUsers(context.queryClient, 'Agent'),
  component: AgentsPage,
});

function AgentsPage() {
  return <AdminUsersPage userRole="Agent" />;
}
