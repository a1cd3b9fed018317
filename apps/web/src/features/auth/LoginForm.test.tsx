import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { renderWithTheme } from '@/test/render';
import { LoginForm } from './LoginForm';

const session = {
  id: '5b8f0e56-8f7e-4c39-9a55-0a5d1f1c7f10',
  email: 'admin@bingo.et',
  role: 'Admin',
} as const;

/** The user record of the login answer, as the contract describes it. */
const user = {
  ...session,
  firstName: 'Abebe',
  lastName: 'Kebede',
  middleName: null,
  phoneNumber: '+251911000000',
  roles: ['Admin'],
  isActive: true,
  lastLogin: null,
  parentId: null,
  parentName: null,
  shopId: null,
  shopName: null,
  shopsCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function answer(status: number, body: string) {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderForm(notice: string | null = null) {
  const onSignedIn = vi.fn();
  renderWithTheme(
    <LoginForm
      onSignedIn={onSignedIn}
      notice={notice}
      forgotPasswordLink={<a href="/forgot-password">Forgot password?</a>}
    />,
  );
  return onSignedIn;
}

async function fillAndSubmit(email = 'admin@bingo.et', password = 'secret123') {
  const u = userEvent.setup();
  await u.type(screen.getByLabelText(/Email/), email);
  await u.type(screen.getByLabelText(/Password/), password);
  await u.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('LoginForm', () => {
  it('has a required email field, a required password and the forgot-password link', () => {
    renderForm();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends one login call and hands over the token and user', { timeout: 20_000 }, async () => {
    const fetchMock = answer(200, JSON.stringify({ token: 'a.b.c', user }));
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = renderForm();
    await fillAndSubmit();
    // The first sign-in of the file loads the session's code cold: past waitFor's 1 s on a busy machine.
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('a.b.c', session), { timeout: 10_000 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@bingo.et', password: 'secret123' });
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it("reads 'Logging in...' while the call is under way", async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)));
    const onSignedIn = renderForm();
    await fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    release(new Response(JSON.stringify({ token: 'a.b.c', user }), { status: 200 }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message when it gives one", async () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' };
    vi.stubGlobal('fetch', answer(401, JSON.stringify(body)));
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("says 'Invalid credentials' for a bare 401 and 'Login failed with status: {code}' for other refusals", async () => {
    vi.stubGlobal('fetch', answer(401, ''));
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');

    vi.stubGlobal('fetch', answer(500, ''));
    await userEventClick('Login');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed with status: 500$/),
    );
    vi.stubGlobal('fetch', answer(503, ''));
    await userEventClick('Login');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed with status: 503$/),
    );
  });

  it("says 'Failed to authenticate user' when the answer's user cannot be read", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      answer(200, JSON.stringify({ token: 'a.b.c', user: { id: 'nobody', role: 'Owner' } })),
    );
    const onSignedIn = renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to authenticate user$/);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("says 'Login failed. Please try again.' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it("says 'No token received from server' when the answer has no token", async () => {
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ user })));
    renderForm();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No token received from server');
  });

  it('shows a notice carried from an expired session', () => {
    renderForm('Session expired. Please login again.');
    expect(screen.getByRole('status')).toHaveTextContent('Session expired. Please login again.');
  });

  it("says the server's refusal in Amharic when the page is in Amharic", async () => {
    await useLocale.getState().setLanguage('am');
    const body = { message: 'Invalid credentials', code: 'AUTH_INVALID_CREDENTIALS' };
    vi.stubGlobal('fetch', answer(401, JSON.stringify(body)));
    renderForm();
    // The labels are in Amharic too, once the auth catalog has loaded.
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox'), 'admin@bingo.et');
    await u.type(document.querySelector('input[name="password"]') as HTMLElement, 'wrong-one');
    await u.click(screen.getByRole('button', { name: 'ግባ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('የተሳሳተ የመግቢያ መረጃ');
  });

  it("says 'Invalid credentials' in Amharic for a bare 401 when the page is in Amharic", async () => {
    await useLocale.getState().setLanguage('am');
    vi.stubGlobal('fetch', answer(401, ''));
    renderForm();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox'), 'admin@bingo.et');
    await u.type(document.querySelector('input[name="password"]') as HTMLElement, 'wrong-one');
    await u.click(screen.getByRole('button', { name: 'ግባ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^የተሳሳተ ኢሜይል ወይም የይለፍ ቃል$/);
  });

  it('shows the expired-session notice in Amharic when the page is in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    renderForm('Session expired. Please login again.');
    expect(await screen.findByRole('status')).toHaveTextContent('ክፍለ ጊዜዎ አብቅቷል። እባክዎ እንደገና ይግቡ።');
  });
});

async function userEventClick(name: string) {
  await userEvent.setup().click(screen.getByRole('button', { name }));
}
