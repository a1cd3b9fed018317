import { isCardId } from '@bingo/engine';
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/guards';
import { CardViewer } from '@/features/cards/CardViewer';

export const Route = createFileRoute('/_app/card')({
  beforeLoad: requireRole('Cashier'),
  validateSearch: (search: Record<string, unknown>): { id: number } => {
    const id = Number(search.id);
    return { id: isCardId(id) ? id : 1 };
  },
  component: CardViewer,
});
