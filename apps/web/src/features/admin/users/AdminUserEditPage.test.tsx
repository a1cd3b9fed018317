import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { ADMIN, aShop, aUser } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { AdminUserEditPage } from './AdminUserEditPage';

afterEach(() => vi.unstubAllGlobals());

const balance = { amount: 0, balanceType: 'Limited' };

// DESIGN section 4, "Assign cashier to shop | Admin: any": the Admin seats an existing cashier from
// the cashier's own page, as an agent does from its list.
describe('AdminUserEditPage: Assign Shop', { timeout: 20_000 }, () => {
  it('seats the cashier in a free shop and shows the new shop once the cashier reloads', async () => {
    const adama = aShop({ name: 'Adama Lucky Bingo' });
    let hana = aUser({ role: 'Cashier', firstName: 'Hana', lastName: 'Bekele', shopName: 'Piazza Bingo' });
    const api = fakeApi({
      [`GET /api/auth/users/${hana.id}`]: () => ok(hana),
      'GET /api/Balance': ok(balance),
      'GET /api/Shop/available': ok({ items: [adama] }),
      'POST /api/shop/assign-cashier': () => {
        hana = { ...hana, shopId: adama.id, shopName: adama.name };
        return ok({ message: 'Shop assigned successfully!', shop: { ...adama, cashierId: hana.id } });
      },
    });
    renderInRouter(() => <AdminUserEditPage id={hana.id} userRole="Cashier" />, ADMIN);
    expect(await screen.findByText('Piazza Bingo')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Assign Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Shop' });
    await u.click(within(dialog).getByRole('combobox', { name: /Shop/ }));
    await u.click(await screen.findByRole('option', { name: 'Adama Lucky Bingo', hidden: true }));
    await u.click(within(dialog).getByRole('button', { name: 'Assign Shop' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Shop assigned successfully!');
    expect(api.writes().map((c) => [c.path, c.body])).toEqual([
      ['/api/shop/assign-cashier', { cashierId: hana.id, shopId: adama.id }],
    ]);
    expect(await screen.findByText('Adama Lucky Bingo', { ignore: '[role="dialog"] *' })).toBeInTheDocument();
    expect(screen.queryByText('Piazza Bingo')).toBeNull();
  });

  it('offers no Assign Shop for an inactive cashier', async () => {
    const abel = aUser({ role: 'Cashier', firstName: 'Abel', isActive: false });
    const api = fakeApi({
      [`GET /api/auth/users/${abel.id}`]: ok(abel),
      'GET /api/Balance': ok(balance),
    });
    renderInRouter(() => <AdminUserEditPage id={abel.id} userRole="Cashier" />, ADMIN);
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Shop' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/Shop/available')).toBe(false);
  });
});
