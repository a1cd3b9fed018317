import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aUser } from '@/test/fixtures';
import { balanceKeys } from '../balance/balance.queries';
import { useToggleUserStatus } from './users.mutations';
import { userKeys } from './users.queries';

afterEach(() => vi.unstubAllGlobals());

describe('user changes', () => {
  it("mark the balance overview stale too: it carries each user's name and active flag", async () => {
    const user = aUser({ isActive: false });
    const api = fakeApi({ [`POST /api/auth/toggle-status/${user.id}`]: ok(user) });
    useSession.setState({ token: 'header.payload.signature', user: ADMIN, notice: null });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(balanceKeys.overview(), { items: [] });
    client.setQueryData(userKeys.all, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useToggleUserStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ id: user.id, isActive: false }));
    // The wanted status goes with the call: a stale screen cannot flip it back.
    expect(api.writes().map((c) => c.body)).toEqual([{ isActive: false }]);
    expect(client.getQueryState(balanceKeys.overview())?.isInvalidated).toBe(true);
    expect(client.getQueryState(userKeys.all)?.isInvalidated).toBe(true);
  });
});
