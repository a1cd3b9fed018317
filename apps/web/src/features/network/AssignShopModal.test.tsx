import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { MODAL_CLOSE_MS } from '@/lib/use-auto-close';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { AGENT, aShop, fixtureId } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { AssignShopModal } from './AssignShopModal';

const hana = { id: fixtureId(), name: 'Hana Tesfaye' };
const adama = aShop({ name: 'Adama Lucky Bingo' });

function open() {
  const onClose = vi.fn();
  renderSignedIn(<AssignShopModal cashier={hana} onClose={onClose} shops={[adama]} />, AGENT);
  return { onClose, u: userEvent.setup({ delay: null }) };
}

async function choose(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('combobox', { name: /Shop/ }));
  await u.click(await screen.findByRole('option', { name: 'Adama Lucky Bingo', hidden: true }));
  await u.click(screen.getByRole('button', { name: 'Assign Shop' }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

const shiftOpen = {
  status: 409,
  body: {
    statusCode: 409,
    error: 'Conflict',
    code: 'SHOP_CASHIER_SHIFT_OPEN',
    message: "Close this cashier's shift before moving them to another shop.",
  },
};

// Typing into Mantine inputs under jsdom takes seconds on a busy machine; 5 s per test is too tight.
describe('AssignShopModal', { timeout: 20_000 }, () => {
  it('names the cashier and asks for a shop before sending anything', async () => {
    const api = fakeApi({});
    const { u } = open();
    expect(screen.getByText('Hana Tesfaye')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Assign Shop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a shop');
    expect(api.writes()).toHaveLength(0);
  });

  it('seats the cashier in the chosen shop, then closes after 2 s', async () => {
    const held = holdTimeouts(MODAL_CLOSE_MS);
    onTestFinished(held.restore);
    const api = fakeApi({
      'POST /api/shop/assign-cashier': ok({ message: 'Shop assigned successfully!', shop: adama }),
    });
    const { onClose, u } = open();
    await choose(u);
    expect(await screen.findByRole('status')).toHaveTextContent('Shop assigned successfully!');
    expect(api.writes()[0]?.body).toEqual({ cashierId: hana.id, shopId: adama.id });
    expect(screen.getByRole('combobox', { name: /Shop/ })).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's failure text, with the server's reason", async () => {
    fakeApi({
      'POST /api/shop/assign-cashier': apiError(409, 'Invalid shop selection. Please select a valid shop.'),
    });
    const { onClose, u } = open();
    await choose(u);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign shop. Please try again later.');
    expect(alert).toHaveTextContent('Invalid shop selection. Please select a valid shop.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says why a cashier whose shift is open cannot move, in the reader's language", async () => {
    fakeApi({ 'POST /api/shop/assign-cashier': shiftOpen });
    const { onClose, u } = open();
    await choose(u);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign shop. Please try again later.');
    expect(alert).toHaveTextContent("Close this cashier's shift before moving them to another shop.");
    expect(onClose).not.toHaveBeenCalled();

    await useLocale.getState().setLanguage('am');
    await u.click(await screen.findByRole('button', { name: 'ሱቅ መድብ' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('ይህን ገንዘብ ተቀባይ ወደ ሌላ ሱቅ ከማዛወርዎ በፊት ፈረቃውን ይዝጉ።'),
    );
  });
});
