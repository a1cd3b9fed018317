import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RemoteDisplayPage } from '@/features/display/RemoteDisplayPage';
import { withQueryClient } from '@/query-client-loader';

/** Public, like /verify: the token in the address is a display link its shop's cashier or agent made. */
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
