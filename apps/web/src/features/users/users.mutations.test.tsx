import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { ADMIN, AGENT, aUser, fixtureId } from '@/test/fixtures';
import { renderSignedInHook } from '@/test/render-hook';
import { balanceKeys } from '../balance/balance.queries';
import { salesKeys } from '../sales/sales.queries';
import { shiftKeys } from '../shifts/shifts.queries';
import { shopKeys } from '../shops/shops.queries';
import { useRegisterUser, useToggleUserStatus } from './users.mutations';
import { userKeys } from './users.queries';

afterEach(() => vi.unstubAllGlobals());

describe('user changes', () => {
  it("mark the balance overview stale too: it carries each user's name and active flag", async () => {
    const user = aUser({ isActive: false });
    const api = fakeApi({ [`POST /api/auth/toggle-status/${user.id}`]: ok(user) });
    const { client, result } = renderSignedInHook(() => useToggleUserStatus(), ADMIN, [
      balanceKeys.overview(),
      userKeys.all,
    ]);
    await act(() => result.current.mutateAsync({ id: user.id, isActive: false }));
    // The wanted status goes with the call: a stale screen cannot flip it back.
    expect(api.writes().map((c) => c.body)).toEqual([{ isActive: false }]);
    expect(client.getQueryState(balanceKeys.overview())?.isInvalidated).toBe(true);
    expect(client.getQueryState(userKeys.all)?.isInvalidated).toBe(true);
  });

  it('mark the sales and shifts stale when a cashier is deactivated: its running game was abandoned', async () => {
    const cashier = aUser({ role: 'Cashier', isActive: false });
    fakeApi({ [`POST /api/auth/toggle-status/${cashier.id}`]: ok(cashier) });
    const preview = shiftKeys.preview(fixtureId(), 10);
    const { client, result } = renderSignedInHook(() => useToggleUserStatus(), AGENT, [
      salesKeys.all,
      shiftKeys.current(),
      preview,
    ]);
    await act(() => result.current.mutateAsync({ id: cashier.id, isActive: false }));
    expect(client.getQueryState(salesKeys.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(shiftKeys.current())?.isInvalidated).toBe(true);
    // A close preview belongs to the count it was asked with.
    expect(client.getQueryState(preview)?.isInvalidated).toBe(false);
  });

  it('leave the sales alone when a cashier is activated or an agent deactivated', async () => {
    const cashier = aUser({ role: 'Cashier', isActive: true });
    const agent = aUser({ role: 'Agent', isActive: false });
    fakeApi({
      [`POST /api/auth/toggle-status/${cashier.id}`]: ok(cashier),
      [`POST /api/auth/toggle-status/${agent.id}`]: ok(agent),
    });
    const { client, result } = renderSignedInHook(() => useToggleUserStatus(), ADMIN, [salesKeys.all]);
    await act(() => result.current.mutateAsync({ id: cashier.id, isActive: true }));
    await act(() => result.current.mutateAsync({ id: agent.id, isActive: false }));
    expect(client.getQueryState(salesKeys.all)?.isInvalidated).toBe(false);
  });

  it('reload the shop lists when a cashier is refused its shop, so the form stops offering it', async () => {
    fakeApi({
      'POST /api/auth/register': apiError(409, 'Invalid shop selection. Please select a valid shop.'),
    });
    const { client, result } = renderSignedInHook(() => useRegisterUser(), ADMIN, [
      shopKeys.all,
      userKeys.all,
    ]);
    const body = {
      ...{ firstName: 'Hana', lastName: 'Tesfaye', email: 'hana@bingo.et', password: 'secret1' },
      ...{ phoneNumber: '+251911223344', role: 'Cashier' as const, shopId: fixtureId() },
    };
    await act(() => result.current.mutateAsync(body).catch(() => {}));
    // The hook's state reaches the render a tick after the call settles.
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Invalid shop selection. Please select a valid shop.'),
    );
    expect(client.getQueryState(shopKeys.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(userKeys.all)?.isInvalidated).toBe(false);
  });
});
