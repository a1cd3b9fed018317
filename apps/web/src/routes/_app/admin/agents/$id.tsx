import { createFileRoute } from '@tanstack/react-router';
import { AdminUserEditPage } from '@/features/admin/users/AdminUserEditPage';
import { requireRole } from '@/features/auth/guards';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/agents/$id')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context, params }) =>
    preload(context.queryClient.ensureQueryData(userQueries.detail(params.id))),
  component: function AgentEditPage() {
    const { id } = Route.useParams();
    // Keyed by the user so the form starts from the loaded values when another user is opened.
    return <AdminUserEditPage key={id} id={id} userRole="Agent" />;
  },
});
