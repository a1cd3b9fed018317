import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { GameReplay } from '@/features/hall/record/GameReplay';

/** A game in the viewer's sales scope, replayed call by call (opened from the sales history). */
export const Route = createFileRoute('/_app/games/$id')({
  beforeLoad: requireRole('Agent', 'SuperAgent', 'Admin'),
  component: ReplayPage,
});

function ReplayPage() {
  const { id } = Route.useParams();
  return <GameReplay id={id} />;
}
