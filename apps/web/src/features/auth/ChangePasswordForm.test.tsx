import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { renderWithTheme } from '@/test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
}

async function fill(current: string, next: string, confirm: string) {
  const u = userEvent.setup();
  if (current) await u.type(screen.getByLabelText('Current Password'), current);
  if (next) await u.type(screen.getByLabelText('New Password'), next);
  if (confirm) await u.type(screen.getByLabelText('Confirm New Password'), confirm);
  await u.click(screen.getByRole('button', { name: 'Change Password' }));
}

const user = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', email: 'agent1@bingo.et', role: 'Agent' } as const;

beforeEach(() => {
  useSession.getState().signIn('old.token.value', user);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('ChangePasswordForm', () => {
  it('checks the fields in the browser with the spec messages, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fill('', 'abc', 'abd');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await fill('agent123', 'newpass1', 'newpass2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('changes the password, keeps the session on the new token and clears the form', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ token: 'new.token.value', message: 'Password changed successfully' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await fill('agent123', 'newpass1', 'newpass1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'agent123', newPassword: 'newpass1' });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer old.token.value');
    await waitFor(() => expect(useSession.getState().token).toBe('new.token.value'));
    expect(localStorage.getItem('token')).toBe('new.token.value');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows the server's refusal inside the form", async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Current password is incorrect' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    renderForm();
    await fill('wrong-one', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(useSession.getState().token).toBe('old.token.value');
  });
});
