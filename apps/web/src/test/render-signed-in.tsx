import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type SessionUser, useSession } from '../stores/session';
import { renderWithTheme } from './render';

/**
 * Renders inside the app's theme and a fresh query cache (no retries to wait for), signed in as
 * `user` so the API client attaches a token instead of sending the user to sign in.
 */
export function renderSignedIn(
  ui: ReactElement,
  user: SessionUser,
): RenderResult & { queryClient: QueryClient } {
  useSession.setState({ token: 'header.payload.signature', user, notice: null });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}
