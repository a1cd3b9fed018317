import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { CASHIER } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { DisplayLinksPanel } from './DisplayLinksPanel';

const LINK = {
  id: '4a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
  shopName: 'Piassa Hall',
  createdAt: '2026-11-23T08:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the display links panel', () => {
  it('lists the live links from the list’s items, each with its revoke button', async () => {
    fakeApi({
      'GET /api/display-links': ok({ items: [LINK, { ...LINK, id: LINK.id.replace('4a', '5b') }] }),
    });
    renderSignedIn(<DisplayLinksPanel color="green" />, CASHIER);
    expect(await screen.findAllByTestId('display-link-row')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(2);
    expect(screen.queryByText('No display link is live.')).toBeNull();
  });

  it('says so when no link is live', async () => {
    fakeApi({ 'GET /api/display-links': ok({ items: [] }) });
    renderSignedIn(<DisplayLinksPanel color="green" />, CASHIER);
    expect(await screen.findByText('No display link is live.')).toBeInTheDocument();
    expect(screen.queryByTestId('display-link-row')).toBeNull();
  });

  it('says so when a revoke fails, so the TV is not thought dark while it still shows the game', async () => {
    fakeApi({
      'GET /api/display-links': ok({ items: [LINK] }),
      [`DELETE /api/display-links/${LINK.id}`]: apiError(404, 'Display link not found'),
    });
    renderSignedIn(<DisplayLinksPanel color="green" />, CASHIER);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Display link not found');
  });

  it('takes the new link off show once it is revoked, but not when an older one is', async () => {
    const OLDER = {
      ...LINK,
      id: '5b7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    let live = [OLDER];
    const token = 'A'.repeat(43);
    const revoked = (id: string) => () => {
      live = live.filter((l) => l.id !== id);
      return ok({ message: 'Display link revoked' });
    };
    fakeApi({
      'GET /api/display-links': () => ok({ items: live }),
      'POST /api/display-links': () => {
        live = [LINK, OLDER];
        return ok({ id: LINK.id, token, url: `http://hall.test/display/remote/${token}` });
      },
      [`DELETE /api/display-links/${OLDER.id}`]: revoked(OLDER.id),
      [`DELETE /api/display-links/${LINK.id}`]: revoked(LINK.id),
    });
    renderSignedIn(<DisplayLinksPanel color="green" />, CASHIER);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create display link' }));
    const shown = await screen.findByTestId('display-link-url');
    expect(shown).toHaveValue(`${window.location.origin}/display/remote/${token}?lang=en`);
    expect(await screen.findAllByTestId('display-link-row')).toHaveLength(2);

    // Rows are newest first: the second is the older link.
    await user.click(screen.getAllByRole('button', { name: 'Revoke' })[1] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('display-link-row')).toHaveLength(1));
    expect(screen.getByTestId('display-link-url')).toHaveValue(
      `${window.location.origin}/display/remote/${token}?lang=en`,
    );

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No display link is live.')).toBeInTheDocument();
    expect(screen.queryByTestId('display-link-url')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it("writes the TV's language into the link: the players may read Amharic on a cashier's English screen", async () => {
    const token = 'B'.repeat(43);
    fakeApi({
      'GET /api/display-links': ok({ items: [] }),
      'POST /api/display-links': ok({ id: LINK.id, token, url: `http://hall.test/display/remote/${token}` }),
    });
    renderSignedIn(<DisplayLinksPanel color="green" />, CASHIER);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create display link' }));
    expect(await screen.findByTestId('display-link-url')).toHaveValue(
      `${window.location.origin}/display/remote/${token}?lang=en`,
    );
    await user.click(screen.getByRole('radio', { name: 'አማርኛ' }));
    expect(screen.getByTestId('display-link-url')).toHaveValue(
      `${window.location.origin}/display/remote/${token}?lang=am`,
    );
  });

  it('says so when the list cannot be loaded', async () => {
    fakeApi({ 'GET /api/display-links': apiError(503, 'The server is busy. Please try again.') });
    renderSignedIn(<DisplayLinksPanel color="green" />, CASHIER);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Please try again.');
  });
});
