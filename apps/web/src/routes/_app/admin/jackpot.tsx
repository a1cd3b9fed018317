import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { JackpotPage } from '@/features/jackpots/JackpotPage';
import { jackpotQueries } from '@/features/jackpots/jackpots.queries';
import { shopQueries } from '@/features/shops/shops.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/jackpot')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(jackpotQueries.list()),
      queryClient.ensureQueryData(shopQueries.list()),
    ),
  component: JackpotPage,
});
