import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AdminUsersPage, preloadAdminUsers } from '../../../../features/admin/users/AdminUsersPage';
import { requireRole } from '../../../../features/auth/guards';

/** `?create=true` opens the Add Super Agent modal (the dashboard's /super-agents/create link). */
const SearchSchema = z.object({ create: z.boolean().optional().catch(undefined) });

export const Route = createFileRoute('/_app/admin/super-agents/')({
  validateSearch: SearchSchema,
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
