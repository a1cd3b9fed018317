import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type SessionUser, useSession } from '@/stores/session';

/**
 * Renders a hook for a signed-in user with a query cache of its own, holding data under `cached`
 * so that a test can see which of them a change marks stale.
 */
export function renderSignedInHook<Result>(hook: () => Result, user: SessionUser, cached: QueryKey[] = []) {
  useSession.setState({ token: 'header.payload.signature', user, notice: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of cached) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(hook, { wrapper }) };
}
