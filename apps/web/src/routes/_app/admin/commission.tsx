import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { CommissionPage } from '@/features/commission/CommissionPage';
import { commissionQueries } from '@/features/commission/commission.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/commission')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context }) => preload(context.queryClient.ensureQueryData(commissionQueries.list())),
  component: CommissionPage,
});
