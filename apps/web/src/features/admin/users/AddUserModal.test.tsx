import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi } from '@/test/fake-api';
import { ADMIN, aShop, aUser } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { ADD_USER_CLOSE_MS, AddUserForm } from './AddUserModal';

const superAgent = aUser({
  role: 'SuperAgent',
  firstName: 'Dawit',
  lastName: 'Alemu',
  email: 'sa1@bingo.et',
});
const freeShop = aShop({ name: 'Adama Lucky Bingo', city: 'Adama' });

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

async function typeInto(values: Record<string, string>) {
  const u = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) await u.type(field(label), value);
  return u;
}

const person = {
  'First Name': 'Hana',
  'Last Name': 'Tesfaye',
  Email: 'hana@bingo.et',
  'Phone Number': '+251911223344',
};

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('Add Agent', () => {
  it('shows every required-field message and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/auth/users-by-role/SuperAgent': { body: { items: [superAgent] } } });
    renderSignedIn(<AddUserForm userRole="Agent" onClose={() => {}} />, ADMIN);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add Agent' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Super Agent is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("says 'Email is invalid', 'Password must be at least 6 characters' and 'Passwords do not match'", async () => {
    fakeApi({ 'GET /api/auth/users-by-role/SuperAgent': { body: { items: [superAgent] } } });
    renderSignedIn(<AddUserForm userRole="Agent" onClose={() => {}} />, ADMIN);
    const u = await typeInto({ Email: 'not-an-email', Password: 'abc', 'Confirm Password': 'abd' });
    await u.click(screen.getByRole('button', { name: 'Add Agent' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('offers only active super agents', async () => {
    const gone = aUser({
      role: 'SuperAgent',
      firstName: 'Sara',
      lastName: 'Kebede',
      email: 'gone@bingo.et',
      isActive: false,
    });
    fakeApi({ 'GET /api/auth/users-by-role/SuperAgent': { body: { items: [gone, superAgent] } } });
    renderSignedIn(<AddUserForm userRole="Agent" onClose={() => {}} />, ADMIN);
    await userEvent.setup({ delay: null }).click(await screen.findByPlaceholderText('Select a super agent'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Dawit Alemu (sa1@bingo.et)']);
  });

  it("registers the agent under the chosen super agent, or shows 'Failed to add agent: {message}'", async () => {
    const held = holdTimeouts(ADD_USER_CLOSE_MS);
    onTestFinished(held.restore);
    let answer: { status: number; body: unknown } = apiError(409, 'A user with this email already exists');
    const api = fakeApi({
      'GET /api/auth/users-by-role/SuperAgent': { body: { items: [superAgent] } },
      'POST /api/auth/register': () => answer,
    });
    const onClose = vi.fn();
    renderSignedIn(<AddUserForm userRole="Agent" onClose={onClose} />, ADMIN);
    const u = await typeInto({ ...person, Password: 'secret1', 'Confirm Password': 'secret1' });
    await u.click(await screen.findByPlaceholderText('Select a super agent'));
    await u.click(await screen.findByRole('option', { name: 'Dawit Alemu (sa1@bingo.et)', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Add Agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add agent: A user with this email already exists',
    );

    answer = { status: 201, body: aUser({ role: 'Agent' }) };
    await u.click(screen.getByRole('button', { name: 'Add Agent' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Agent created successfully!');
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      firstName: 'Hana',
      lastName: 'Tesfaye',
      middleName: null,
      email: 'hana@bingo.et',
      phoneNumber: '+251911223344',
      password: 'secret1',
      role: 'Agent',
      superAgentId: superAgent.id,
    });
    expect(field('First Name')).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Add Cashier', () => {
  it("asks for a shop with 'Shop is required' and offers only the free shops", async () => {
    fakeApi({ 'GET /api/Shop/available': { body: { items: [freeShop] } } });
    renderSignedIn(<AddUserForm userRole="Cashier" onClose={() => {}} />, ADMIN);
    expect(await screen.findByText('Shop (1 available)')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add Cashier' }));
    expect(await screen.findByText('Shop is required')).toBeInTheDocument();
    expect(screen.queryByText('Super Agent is required')).toBeNull();
  });

  it("says 'Cashier added successfully!' after seating the cashier in the chosen shop", async () => {
    const api = fakeApi({
      'GET /api/Shop/available': { body: { items: [freeShop] } },
      'POST /api/auth/register': { status: 201, body: aUser({ role: 'Cashier' }) },
    });
    renderSignedIn(<AddUserForm userRole="Cashier" onClose={() => {}} />, ADMIN);
    const u = await typeInto({ ...person, Password: 'secret1', 'Confirm Password': 'secret1' });
    await u.click(screen.getByPlaceholderText('Select a shop'));
    await u.click(await screen.findByRole('option', { name: 'Adama Lucky Bingo — Adama', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Add Cashier' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cashier added successfully!');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      role: 'Cashier',
      shopId: freeShop.id,
    });
  });

  it("shows 'Failed to add cashier: {message}' when the shop was taken meanwhile", async () => {
    fakeApi({
      'GET /api/Shop/available': { body: { items: [freeShop] } },
      'POST /api/auth/register': apiError(
        409,
        'No available shops found. All shops already have cashiers assigned.',
      ),
    });
    renderSignedIn(<AddUserForm userRole="Cashier" onClose={() => {}} />, ADMIN);
    const u = await typeInto({ ...person, Password: 'secret1', 'Confirm Password': 'secret1' });
    await u.click(screen.getByPlaceholderText('Select a shop'));
    await u.click(await screen.findByRole('option', { name: 'Adama Lucky Bingo — Adama', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Add Cashier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add cashier: No available shops found. All shops already have cashiers assigned.',
    );
  });
});

describe('Add Super Agent', () => {
  it("shows the spec's failure text with the server's reason", async () => {
    fakeApi({ 'POST /api/auth/register': apiError(409, 'A user with this email already exists') });
    renderSignedIn(<AddUserForm userRole="SuperAgent" onClose={() => {}} />, ADMIN);
    const u = await typeInto({ ...person, Password: 'secret1', 'Confirm Password': 'secret1' });
    await u.click(screen.getByRole('button', { name: 'Add Super Agent' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create super agent. Please try again.');
    expect(alert).toHaveTextContent('A user with this email already exists');
  });
});

describe('in Amharic', () => {
  it('says the passwords do not match in Amharic', async () => {
    fakeApi({ 'GET /api/auth/users-by-role/SuperAgent': { body: { items: [superAgent] } } });
    await useLocale.getState().setLanguage('am');
    renderSignedIn(<AddUserForm userRole="Agent" onClose={() => {}} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText(/^የይለፍ ቃል$|^የይለፍ ቃል \*/, { selector: 'input' }), 'secret1');
    await u.type(screen.getByLabelText(/^የይለፍ ቃል ያረጋግጡ/, { selector: 'input' }), 'secret2');
    await u.click(screen.getByRole('button', { name: 'ወኪል ጨምር' }));
    expect(await screen.findByText('የይለፍ ቃሎቹ አይዛመዱም')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('says no shop is free in Amharic', async () => {
    fakeApi({ 'GET /api/Shop/available': { body: { items: [] } } });
    await useLocale.getState().setLanguage('am');
    renderSignedIn(<AddUserForm userRole="Cashier" onClose={() => {}} />, ADMIN);
    expect(await screen.findByText('የሚገኝ ሱቅ የለም። ሁሉም ሱቆች አስቀድመው ገንዘብ ተቀባይ ተመድቦላቸዋል።')).toBeInTheDocument();
    expect(
      screen.queryByText('No available shops found. All shops already have cashiers assigned.'),
    ).toBeNull();
  });
});
