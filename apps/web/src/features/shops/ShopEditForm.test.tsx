import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi, ok } from '@/test/fake-api';
import { ADMIN, AGENT, aShop, aUser, SUPER_AGENT } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { SHOP_SAVED_DELAY_MS, ShopEditForm } from './ShopEditForm';

const agent = aUser({ role: 'Agent', firstName: 'Yonas', lastName: 'Girma', email: 'agent1@bingo.et' });

async function fill(values: Record<string, string>) {
  const u = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    await u.type(screen.getByLabelText(label, { exact: false }), value);
  }
  return u;
}

const shopValues = {
  'Shop Name': 'Merkato Bingo',
  Country: 'Ethiopia',
  City: 'Addis Ababa',
  Woreda: 'Woreda 03',
  Location: 'Merkato square',
};

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

const shiftOpen = {
  status: 409,
  body: {
    statusCode: 409,
    error: 'Conflict',
    code: 'SHOP_SHOP_SHIFT_OPEN',
    message: "This shop's cashier has an open shift. Close the shift first.",
  },
};

describe('ShopEditForm', () => {
  it("Admin: an empty form says 'Please fill in all required fields' and sends nothing", async () => {
    const api = fakeApi({ 'GET /api/auth/users-by-role/Agent': { body: { items: [agent] } } });
    renderSignedIn(<ShopEditForm actorRole="Admin" />, ADMIN);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('Admin: sends the chosen agent with the shop', async () => {
    const created = aShop({ name: 'Merkato Bingo' });
    const api = fakeApi({
      'GET /api/auth/users-by-role/Agent': { body: { items: [agent] } },
      'POST /api/Shop': { status: 201, body: created },
    });
    renderSignedIn(<ShopEditForm actorRole="Admin" />, ADMIN);
    const u = await fill(shopValues);
    await u.click(await screen.findByPlaceholderText('Select an agent'));
    await u.click(await screen.findByRole('option', { name: 'Yonas Girma (agent1@bingo.et)', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shop created successfully!');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Merkato Bingo',
      country: 'Ethiopia',
      city: 'Addis Ababa',
      woreda: 'Woreda 03',
      location: 'Merkato square',
      agentId: agent.id,
    });
  });

  it("SuperAgent: one message, 'All fields are required'", async () => {
    fakeApi({ 'GET /api/auth/my-agents': { body: { items: [agent] } } });
    renderSignedIn(<ShopEditForm actorRole="SuperAgent" />, SUPER_AGENT);
    const u = await fill({ 'Shop Name': 'Half done' });
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
  });

  it('SuperAgent: an agent that is not one of its own is refused before any call', async () => {
    const api = fakeApi({ 'GET /api/auth/my-agents': { body: { items: [agent] } } });
    const elsewhere = aShop();
    renderSignedIn(<ShopEditForm actorRole="SuperAgent" shop={elsewhere} />, SUPER_AGENT);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/auth/my-agents')).toBe(true));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Selected agent not found. Please try selecting an agent again.',
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('SuperAgent: says an agent not its own in Amharic on an Amharic screen', async () => {
    const api = fakeApi({ 'GET /api/auth/my-agents': { body: { items: [agent] } } });
    await useLocale.getState().setLanguage('am');
    renderSignedIn(<ShopEditForm actorRole="SuperAgent" shop={aShop()} />, SUPER_AGENT);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/auth/my-agents')).toBe(true));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'ለውጦችን አስቀምጥ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'የተመረጠው ወኪል አልተገኘም። እባክዎ ወኪል እንደገና ለመምረጥ ይሞክሩ።',
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('Admin: offers only active agents for a new shop', async () => {
    const gone = aUser({
      role: 'Agent',
      firstName: 'Sara',
      lastName: 'Kebede',
      email: 'gone@bingo.et',
      isActive: false,
    });
    fakeApi({ 'GET /api/auth/users-by-role/Agent': { body: { items: [agent, gone] } } });
    renderSignedIn(<ShopEditForm actorRole="Admin" />, ADMIN);
    await userEvent.setup({ delay: null }).click(await screen.findByPlaceholderText('Select an agent'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Yonas Girma (agent1@bingo.et)']);
  });

  it("SuperAgent: keeps a shop's own deactivated agent, so the shop can still be saved, and offers no other", async () => {
    const own = aUser({
      role: 'Agent',
      firstName: 'Abel',
      lastName: 'Tadesse',
      email: 'own@bingo.et',
      isActive: false,
    });
    const gone = aUser({
      role: 'Agent',
      firstName: 'Sara',
      lastName: 'Kebede',
      email: 'gone@bingo.et',
      isActive: false,
    });
    const shop = aShop({
      name: 'Adama Bingo',
      agentId: own.id,
      agent: { id: own.id, userId: own.id, firstName: 'Abel', lastName: 'Tadesse', email: own.email },
    });
    const api = fakeApi({
      'GET /api/auth/my-agents': { body: { items: [agent, own, gone] } },
      [`PUT /api/Shop/${shop.id}`]: ok(shop),
    });
    renderSignedIn(<ShopEditForm actorRole="SuperAgent" shop={shop} />, SUPER_AGENT);
    const u = userEvent.setup({ delay: null });
    const picker = await screen.findByDisplayValue('Abel Tadesse (own@bingo.et)');
    await u.click(picker);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'Yonas Girma (agent1@bingo.et)',
      'Abel Tadesse (own@bingo.et)',
    ]);
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shop updated successfully!');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ agentId: own.id });
  });

  it('Agent: creates for itself, resets the form and is done 2 s later', async () => {
    const held = holdTimeouts(SHOP_SAVED_DELAY_MS);
    onTestFinished(held.restore);
    const api = fakeApi({ 'POST /api/Shop': { status: 201, body: aShop({ name: 'Merkato Bingo' }) } });
    const onDone = vi.fn();
    renderSignedIn(<ShopEditForm actorRole="Agent" onDone={onDone} />, AGENT);
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
    const u = await fill(shopValues);
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shop created successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('agentId');
    expect(screen.getByLabelText('Shop Name', { exact: false })).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("Agent: an empty form says 'Please fill in all required fields'; a refusal the spec's failure text", async () => {
    fakeApi({ 'POST /api/Shop': apiError(400, 'Name must be at most 200 characters') });
    renderSignedIn(<ShopEditForm actorRole="Agent" />, AGENT);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fill(shopValues);
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to create shop. Please check all fields and try again.',
      ),
    );
  });

  it("Admin: a new agent refused while the cashier's shift is open says why, in the reader's language", async () => {
    const shop = aShop({ name: 'Merkato Bingo' });
    const api = fakeApi({
      'GET /api/auth/users-by-role/Agent': { body: { items: [agent] } },
      [`PUT /api/Shop/${shop.id}`]: shiftOpen,
    });
    renderSignedIn(<ShopEditForm actorRole="Admin" shop={shop} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This shop's cashier has an open shift. Close the shift first.",
    );
    await useLocale.getState().setLanguage('am');
    await u.click(await screen.findByRole('button', { name: 'ለውጦችን አስቀምጥ' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('የዚህ ሱቅ ገንዘብ ተቀባይ ክፍት ፈረቃ አለው። መጀመሪያ ፈረቃውን ይዝጉ።'),
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('Agent: an edit says which shop state it was made on, and a save made meanwhile by another manager is not undone', async () => {
    const shop = aShop({ name: 'Merkato Bingo', updatedAt: '2025-11-02T09:30:00.123Z' });
    const api = fakeApi({
      [`PUT /api/Shop/${shop.id}`]: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'SHOP_SHOP_CHANGED',
          message: 'Someone else changed this shop after you opened it. Open it again to see their changes.',
        },
      },
    });
    renderSignedIn(<ShopEditForm actorRole="Agent" shop={shop} />, AGENT);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this shop after you opened it. Open it again to see their changes.',
    );
    expect(api.writes().map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Merkato Bingo', expectedUpdatedAt: '2025-11-02T09:30:00.123Z' }),
    ]);
  });
});
