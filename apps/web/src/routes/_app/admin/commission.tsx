import { createFileRoute } from '@tanstack/react-router';
import { preload } from '@/features/admin/preload';
import { requireRole } from '@/features/auth/guards';
import { CommissionPage } from '@/features/commission/CommissionPage';
import { commissionQueries } from '@/features/commission/commission.queries';

export const Route = createFileRoute('/_app/admin/commission')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preload(context.queryClient.ensureQueryData(commissionQueries.list())),
  component: CommissionPage,
});
