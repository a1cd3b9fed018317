import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aShop } from '@/test/fixtures';
import { gameSettingsKeys } from '../game-settings/game-settings.queries';
import { jackpotKeys } from '../jackpots/jackpots.queries';
import { useUpdateShop } from './shops.mutations';
import { shopKeys } from './shops.queries';

afterEach(() => vi.unstubAllGlobals());

describe('shop changes', () => {
  it('mark the game settings and jackpots stale too: both are listed by shop name', async () => {
    const shop = aShop({ name: 'Piazza 2' });
    fakeApi({ [`PUT /api/Shop/${shop.id}`]: ok(shop) });
    useSession.setState({ token: 'header.payload.signature', user: ADMIN, notice: null });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const key of [shopKeys.all, gameSettingsKeys.all, jackpotKeys.all]) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateShop(shop.id), { wrapper });
    const { name, country, city, woreda, location } = shop;
    await act(() => result.current.mutateAsync({ name, country, city, woreda, location }));
    for (const key of [shopKeys.all, gameSettingsKeys.all, jackpotKeys.all]) {
      expect([key[0], client.getQueryState(key)?.isInvalidated]).toEqual([key[0], true]);
    }
  });
});
