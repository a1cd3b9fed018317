import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useSession } from '../../../stores/session';
import { renderWithTheme } from '../../../test/render';

/** Renders inside the app's theme and a fresh query cache, signed in as `user`. */
export function renderSignedIn(
  ui: ReactElement,
  user: { id: string; email: string; role: 'SuperAgent' | 'Agent' },
): RenderResult & { queryClient: QueryClient } {
  useSession.setState({ token: 'test-token', user, notice: null });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
