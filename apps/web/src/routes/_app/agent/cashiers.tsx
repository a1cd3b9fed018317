import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { CashiersPage } from '@/features/network/CashiersPage';
import { shopQueries } from '@/features/shops/shops.queries';
import { userQueries } from '@/features/users/users.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/agent/cashiers')({
  beforeLoad: requireRole('Agent'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(userQueries.myCashiers()),
      queryClient.ensureQueryData(shopQueries.available()),
    ),
  component: CashiersPage,
});
