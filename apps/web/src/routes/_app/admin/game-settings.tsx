import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { GameSettingsPage } from '@/features/game-settings/GameSettingsPage';
import { gameSettingsQueries } from '@/features/game-settings/game-settings.queries';
import { shopQueries } from '@/features/shops/shops.queries';
import { preload } from '@/lib/preload';

export const Route = createFileRoute('/_app/admin/game-settings')({
  beforeLoad: requireRole('Admin'),
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(gameSettingsQueries.list()),
      queryClient.ensureQueryData(shopQueries.list()),
    ),
  component: GameSettingsPage,
});
