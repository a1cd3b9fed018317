import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RemoteDisplayPage } from '@/features/display/RemoteDisplayPage';
import { withQueryClient } from '@/query-client-loader';

/** A display on another device (a smart TV): no login, it reads its shop's game through the link. */
export const Route = createFileRoute('/display_/remote/$token')({
  beforeLoad: withQueryClient,
  component: RemoteDisplayRoute,
});

function RemoteDisplayRoute() {
  const { queryClient } = Route.useRouteContext();
  const { token } = Route.useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteDisplayPage token={token} />
    </QueryClientProvider>
  );
}
