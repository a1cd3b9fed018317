import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { VerifyGame } from '@/features/hall/record/VerifyGame';
import { withQueryClient } from '@/query-client-loader';

/** Public: anyone with the link (or the QR code on the hall screen) checks a finished game. */
export const Route = createFileRoute('/verify/$id')({
  beforeLoad: withQueryClient,
  component: VerifyPage,
});

function VerifyPage() {
  const { id } = Route.useParams();
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <VerifyGame id={id} />
    </QueryClientProvider>
  );
}
