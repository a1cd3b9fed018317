import { createFileRoute } from '@tanstack/react-router';
import { VerifyGame } from '../features/hall/record/VerifyGame';

/** Public: anyone with the link (or the QR code on the hall screen) checks a finished game. */
export const Route = createFileRoute('/verify/$id')({
  component: VerifyPage,
});

function VerifyPage() {
  const { id } = Route.useParams();
  return <VerifyGame id={id} />;
}
