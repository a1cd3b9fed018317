import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { applyDisplayLanguage, parseDisplaySearch } from '@/features/display/display-language';
import { RemoteDisplayPage } from '@/features/display/RemoteDisplayPage';
import { withQueryClient } from '@/query-client-loader';

/** Public, like /verify: the token in the address is a display link its shop's cashier or agent made. */
export const Route = createFileRoute('/display_/remote/$token')({
  validateSearch: parseDisplaySearch,
  beforeLoad: async (args): ReturnType<typeof withQueryClient> => {
    await applyDisplayLanguage(args.search);
    return withQueryClient(args);
  },
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
