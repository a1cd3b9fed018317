import { createFileRoute } from '@tanstack/react-router';
import { AdminUsersPage, preloadAdminUsers } from '@/features/admin/users/AdminUsersPage';
import { requireRole } from '@/features/auth/guards';
import { parseCreateSearch } from '@/lib/search-params';

export const Route = createFileRoute('/_app/admin/super-agents/')({
  validateSearch: parseCreateSearch,
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preloadAdminUsers(context.queryClient, 'SuperAgent'),
  component: SuperAgentsPage,
});

function SuperAgentsPage() {
  const { create } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminUsersPage
      userRole="SuperAgent"
      startAdding={create === true}
      onAddingClosed={() => {
        if (create) void navigate({ search: {}, replace: true });
      }}
    />
  );
}
