import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, fixtureId } from '@/test/fixtures';
import { renderSignedInHook } from '@/test/render-hook';
import { useToggleJackpot } from './jackpots.mutations';
import { jackpotKeys } from './jackpots.queries';

afterEach(() => vi.unstubAllGlobals());

describe('a jackpot’s Activate/Deactivate', () => {
  it('sends the status the screen asks for, so a stale screen cannot switch it back on', async () => {
    const id = fixtureId();
    const off = {
      ...{ id, shopId: fixtureId(), shopName: 'Piazza', bonusAmount: 500, status: 0 },
      updatedAt: '2026-11-28T09:00:00.000Z',
    };
    const api = fakeApi({ [`POST /api/jackpot/${id}/toggle`]: ok(off) });
    const { client, result } = renderSignedInHook(() => useToggleJackpot(), ADMIN, [jackpotKeys.all]);
    await act(() => result.current.mutateAsync({ id, status: 0 }));
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([[`/api/jackpot/${id}/toggle`, { status: 0 }]]);
    expect(client.getQueryState(jackpotKeys.all)?.isInvalidated).toBe(true);
  });
});
