import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { hallQueries } from '@/features/hall/hall.queries';
import { SelectCardsPage } from '@/features/hall/setup/SelectCardsPage';

export const Route = createFileRoute('/_app/select-cards')({
  beforeLoad: requireRole('Cashier'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(hallQueries.gameSettings()),
      context.queryClient.ensureQueryData(hallQueries.jackpot()).catch(() => undefined),
      context.queryClient.ensureQueryData(hallQueries.commissionRates()).catch(() => undefined),
    ]),
  component: SelectCardsPage,
});
