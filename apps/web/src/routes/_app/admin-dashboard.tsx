import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { AdminDashboard, prefetchAdminDashboard } from '@/features/dashboard/AdminDashboard';

export const Route = createFileRoute('/_app/admin-dashboard')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context: { queryClient } }) => prefetchAdminDashboard(queryClient),
  component: () => <AdminDashboard viewerEmail={Route.useRouteContext().user.email} />,
});
