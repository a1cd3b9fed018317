import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../admin/testing/fake-api';
import { shopFixture, userFixture } from '../admin/testing/fixtures';
import { renderWithQuery, signInAs } from '../admin/testing/render';
import { ShopEditForm } from './ShopEditForm';

const agent = userFixture({ role: 'Agent', firstName: 'Yonas', lastName: 'Girma', email: 'agent1@bingo.et' });

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

beforeEach(() => signInAs('Admin'));
afterEach(() => vi.unstubAllGlobals());

describe('ShopEditForm', () => {
  it("Admin: an empty form says 'Please fill in all required fields' and sends nothing", async () => {
    const api = fakeApi({ 'GET /api/auth/users-by-role/Agent': { body: { items: [agent] } } });
    renderWithQuery(<ShopEditForm actorRole="Admin" />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('Admin: sends the chosen agent with the shop', async () => {
    const created = shopFixture({ name: 'Merkato Bingo' });
    const api = fakeApi({
      'GET /api/auth/users-by-role/Agent': { body: { items: [agent] } },
      'POST /api/Shop': { status: 201, body: created },
    });
    renderWithQuery(<ShopEditForm actorRole="Admin" />);
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
    signInAs('SuperAgent');
    fakeApi({ 'GET /api/auth/my-agents': { body: { items: [agent] } } });
    renderWithQuery(<ShopEditForm actorRole="SuperAgent" />);
    const u = await fill({ 'Shop Name': 'Half done' });
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required');
  });

  it('SuperAgent: an agent that is not one of its own is refused before any call', async () => {
    signInAs('SuperAgent');
    const api = fakeApi({ 'GET /api/auth/my-agents': { body: { items: [agent] } } });
    const elsewhere = shopFixture();
    renderWithQuery(<ShopEditForm actorRole="SuperAgent" shop={elsewhere} />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/auth/my-agents')).toBe(true));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Selected agent not found. Please try selecting an agent again.',
    );
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('Agent: creates for itself, resets the form and is done 2 s later', async () => {
    signInAs('Agent');
    const api = fakeApi({ 'POST /api/Shop': { status: 201, body: shopFixture({ name: 'Merkato Bingo' }) } });
    const onDone = vi.fn();
    renderWithQuery(<ShopEditForm actorRole="Agent" onDone={onDone} />);
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
    const u = await fill(shopValues);
    await u.click(screen.getByRole('button', { name: 'Create Shop' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shop created successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('agentId');
    expect(screen.getByLabelText('Shop Name', { exact: false })).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("Agent: an empty form says 'Please fill in all required fields'; a refusal the spec's failure text", async () => {
    signInAs('Agent');
    fakeApi({ 'POST /api/Shop': apiError(400, 'Name must be at most 200 characters') });
    renderWithQuery(<ShopEditForm actorRole="Agent" />);
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
});
