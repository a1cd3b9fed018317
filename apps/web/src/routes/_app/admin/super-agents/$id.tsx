import { createFileRoute } from '@tanstack/react-router';
import { preload } from '@/features/admin/preload';
import { AdminUserEditPage } from '@/features/admin/users/AdminUserEditPage';
import { requireRole } from '@/features/auth/guards';
import { userQueries } from '@/features/users/users.queries';

export const Route = createFileRoute('/_app/admin/super-agents/$id')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context, params }) =>
    preload(context.queryClient.ensureQueryData(userQueries.detail(params.id))),
  component: EditPage,
});

function EditPage() {
  const { id } = Route.useParams();
  return <AdminUserEditPage key={id} id={id} userRole="SuperAgent" />;
}
