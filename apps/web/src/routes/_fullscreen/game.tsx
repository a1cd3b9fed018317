import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { hallQueries } from '@/features/hall/hall.queries';
import { GamePage } from '@/features/hall/screen/GamePage';

export const Route = createFileRoute('/_fullscreen/game')({
  beforeLoad: requireRole('Cashier'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(hallQueries.jackpot()).catch(() => undefined),
      context.queryClient.ensureQueryData(hallQueries.commissionRates()).catch(() => undefined),
    ]),
  component: GamePage,
});
