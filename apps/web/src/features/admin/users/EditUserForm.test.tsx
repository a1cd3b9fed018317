import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ADMIN, aUser } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-signed-in';
import { EditUserForm } from './EditUserForm';

const phoneInput = () => screen.getByLabelText(/^Phone Number/, { selector: 'input' });

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('EditUserForm', () => {
  it("refuses to clear a cashier's phone and sends nothing", async () => {
    const cashier = aUser({ role: 'Cashier', phoneNumber: '+251911223344' });
    const api = fakeApi({});
    renderSignedIn(<EditUserForm user={cashier} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.clear(phoneInput());
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it("lets an agent's phone be cleared", async () => {
    const agent = aUser({ role: 'Agent', phoneNumber: '+251911223344' });
    const api = fakeApi({ [`PATCH /api/auth/users/${agent.id}`]: { body: { ...agent, phoneNumber: null } } });
    renderSignedIn(<EditUserForm user={agent} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.clear(phoneInput());
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ phoneNumber: '' });
  });

  it("sends only the fields this manager changed, so another manager's edit of the others stays", async () => {
    const agent = aUser({ role: 'Agent', firstName: 'Abebe', phoneNumber: '+251911223344' });
    const api = fakeApi({
      [`PATCH /api/auth/users/${agent.id}`]: { body: { ...agent, firstName: 'Abel' } },
    });
    renderSignedIn(<EditUserForm user={agent} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    const firstName = screen.getByLabelText(/^First Name/, { selector: 'input' });
    await u.clear(firstName);
    await u.type(firstName, 'Abel');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(api.writes().map((c) => c.body)).toEqual([{ firstName: 'Abel' }]);
  });

  it('sends nothing when nothing was changed', async () => {
    const agent = aUser({ role: 'Agent' });
    const api = fakeApi({});
    renderSignedIn(<EditUserForm user={agent} />, ADMIN);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Nothing to update')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
