import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { hallQueries } from '@/features/hall/hall.queries';
import { GameSetupPage } from '@/features/hall/setup/GameSetupPage';

export const Route = createFileRoute('/_app/play')({
  beforeLoad: requireRole('Cashier'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(hallQueries.gameSettings()),
      context.queryClient.ensureQueryData(hallQueries.commissionRates()).catch(() => undefined),
    ]),
  component: GameSetupPage,
});
