import type { Role } from '@bingo/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useSession } from '../../../stores/session';
import { renderWithTheme } from '../../../test/render';

/** Renders inside the theme and a fresh query cache, as the app does, with no retries to wait for. */
export function renderWithQuery(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...result, queryClient };
}

/** A signed-in session, so the API client attaches a token instead of sending the user to sign in. */
export function signInAs(role: Role, id = '00000000-0000-4000-8000-000000000001') {
  useSession
    .getState()
    .signIn('header.payload.signature', { id, email: `${role.toLowerCase()}@bingo.et`, role });
}
