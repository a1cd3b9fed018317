import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { apiError, fakeApi } from '@/test/fake-api';
import { ADMIN, aUser } from '@/test/fixtures';
import { holdTimeouts } from '@/test/held-timeouts';
import { renderSignedIn } from '@/test/render-signed-in';
import { RESET_CLOSE_MS, ResetPasswordForm } from './ResetPasswordModal';

const cashier = aUser({
  role: 'Cashier',
  firstName: 'Tigist',
  lastName: 'Abebe',
  email: 'cashier1@bingo.et',
});

async function submit(password: string, confirm: string, options: { uncheckEmail?: boolean } = {}) {
  const u = userEvent.setup({ delay: null });
  if (password) await u.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), password);
  if (confirm) await u.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), confirm);
  if (options.uncheckEmail) await u.click(screen.getByRole('checkbox'));
  await u.click(screen.getByRole('button', { name: 'Reset Password' }));
}

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('Reset Password', () => {
  it('offers to send an e-mail, on by default', () => {
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={() => {}} />, ADMIN);
    expect(screen.getByRole('checkbox', { name: /send an email/i })).toBeChecked();
  });

  it("says 'Password must be at least 6 characters long' and 'Passwords do not match'", async () => {
    const api = fakeApi({});
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={() => {}} />, ADMIN);
    await submit('abc', 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .clear(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }));
    await submit('defgh', 'other12');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('announces the e-mail only when the server sent it, then closes after 2 s', async () => {
    const held = holdTimeouts(RESET_CLOSE_MS);
    onTestFinished(held.restore);
    const api = fakeApi({
      'POST /api/Auth/admin-reset-password': {
        body: {
          succeeded: true,
          message: 'Password reset successfully! An email has been sent to the user.',
          emailSent: true,
        },
      },
    });
    const onClose = vi.fn();
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={onClose} />, ADMIN);
    await submit('newpass1', 'newpass1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset successfully! An email has been sent to the user.',
    );
    expect(api.calls[0]?.body).toEqual({ userId: cashier.id, newPassword: 'newpass1', sendEmail: true });
    expect(onClose).not.toHaveBeenCalled();
    expect(held.pending()).toBe(1);
    held.elapse();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when no mail is configured, and never claims a mail was sent', async () => {
    fakeApi({
      'POST /api/Auth/admin-reset-password': {
        body: {
          succeeded: true,
          message:
            'Password reset successfully! No email was sent because email is not configured on this server.',
          emailSent: false,
        },
      },
    });
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={() => {}} />, ADMIN);
    await submit('newpass1', 'newpass1');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('email is not configured');
    expect(status).not.toHaveTextContent('An email has been sent to the user.');
  });

  it("shows 'Failed to reset password: {message}'", async () => {
    const api = fakeApi({ 'POST /api/Auth/admin-reset-password': apiError(404, 'User not found') });
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={() => {}} />, ADMIN);
    await submit('newpass1', 'newpass1', { uncheckEmail: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password: User not found');
    expect(api.calls[0]?.body).toMatchObject({ sendEmail: false });
  });

  it("shows 'Error resetting password: {message}' when no answer comes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={() => {}} />, ADMIN);
    await submit('newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error resetting password: No response from server$/,
    );
  });
});

describe('Reset Password in Amharic', () => {
  afterEach(() => useLocale.getState().setLanguage('en'));

  it.each([
    [
      'Password reset successfully! No email was sent because email is not configured on this server.',
      'የይለፍ ቃሉ በተሳካ ሁኔታ ዳግም ተጀምሯል! በዚህ ሰርቨር ላይ ኢሜይል ስላልተዋቀረ ኢሜይል አልተላከም።',
    ],
    [
      'Password reset successfully! The email could not be sent; please tell the user yourself.',
      'የይለፍ ቃሉ በተሳካ ሁኔታ ዳግም ተጀምሯል! ኢሜይሉን መላክ አልተቻለም፤ እባክዎ ለተጠቃሚው ራስዎ ይንገሩ።',
    ],
  ])('says "%s" in Amharic, both of its parts', async (message, amharic) => {
    fakeApi({
      'POST /api/Auth/admin-reset-password': { body: { succeeded: true, message, emailSent: false } },
    });
    await useLocale.getState().setLanguage('am');
    renderSignedIn(<ResetPasswordForm user={cashier} onClose={() => {}} />, ADMIN);
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText(/^አዲስ የይለፍ ቃል/, { selector: 'input' }), 'newpass1');
    await u.type(screen.getByLabelText(/^የይለፍ ቃል ያረጋግጡ/, { selector: 'input' }), 'newpass1');
    await u.click(screen.getByRole('button', { name: 'የይለፍ ቃል ዳግም አስጀምር' }));
    expect(await screen.findByRole('status')).toHaveTextContent(amharic);
  });
});
