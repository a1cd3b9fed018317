import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aShop } from '@/test/fixtures';
import { renderSignedInHook } from '@/test/render-hook';
import { gameSettingsKeys } from '../game-settings/game-settings.queries';
import { jackpotKeys } from '../jackpots/jackpots.queries';
import { useUpdateShop } from './shops.mutations';
import { shopKeys } from './shops.queries';

afterEach(() => vi.unstubAllGlobals());

describe('shop changes', () => {
  it('mark the game settings and jackpots stale too: both are listed by shop name', async () => {
    const shop = aShop({ name: 'Piazza 2' });
    fakeApi({ [`PUT /api/Shop/${shop.id}`]: ok(shop) });
    const lists = [shopKeys.all, gameSettingsKeys.all, jackpotKeys.all];
    const { client, result } = renderSignedInHook(() => useUpdateShop(shop.id), ADMIN, lists);
    const { name, country, city, woreda, location } = shop;
    await act(() => result.current.mutateAsync({ name, country, city, woreda, location }));
    for (const key of lists) {
      expect([key[0], client.getQueryState(key)?.isInvalidated]).toEqual([key[0], true]);
    }
  });
});
