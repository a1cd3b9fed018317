import type { ErrorCode } from '@bingo/contracts';
import type { z } from 'zod';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { ApiError, apiRequest, UnexpectedAnswerError } from '@/lib/api';
import type { SessionUser } from '@/stores/session';
import { LoginError } from './login-error';

// i18n-namespace: auth

/**
 * This module, i18next and the contracts (with zod) load when the person presses Login (or, in
 * Amharic, when there is a notice to translate), not with the sign-in page, which stays small; the
 * pages after sign-in need them anyway. The answer is parsed leniently so a missing part gets the
 * spec's own message instead of a generic one.
 */
async function loginAnswerSchema() {
  const { LoginResponseSchema, UserSchema } = await import('@bingo/contracts');
  // A server from before the language choice answers without it; the sign-in still works.
  return LoginResponseSchema.extend({
    user: UserSchema.partial({ language: true, calendar: true }),
  }).partial();
}
type LoginAnswer = z.output<Awaited<ReturnType<typeof loginAnswerSchema>>>;

/**
 * A message in the reader's language. The sign-in page loads only the auth and common catalogs, and
 * a namespace not yet loaded reads as English, so the errors catalog is fetched first; it and the
 * code tables load only when there is something to say.
 */
export async function translatedMessage(message: string, code?: ErrorCode): Promise<string> {
  if (i18n.language === 'en') return message;
  const [{ messageText }] = await Promise.all([import('@/i18n/message-text'), i18n.loadNamespaces('errors')]);
  return messageText(message, code);
}

/**
 * The single login call (DESIGN 6.5). Errors carry the spec's texts: the server's message, else
 * 'Invalid credentials' for a 401, 'Login failed with status: {code}' for any other refusal,
 * 'Failed to authenticate user' for an answer whose user cannot be read, and
 * 'Login failed. Please try again.' when the server cannot be reached.
 */
export async function login(email: string, password: string): Promise<{ token: string; user: SessionUser }> {
  // i18next starts with this module, without the auth catalog the page read through light-t.ts:
  // it takes it from there (catalogs.ts), so its messages are in the page's language.
  await i18n.loadNamespaces('auth');
  const t = i18n.getFixedT(null, 'auth');
  let answer: LoginAnswer;
  try {
    answer = await apiRequest('/auth/login', await loginAnswerSchema(), {
      method: 'POST',
      body: { email, password },
      anonymous: true,
    });
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) throw new LoginError(t('Failed to authenticate user'));
    if (error instanceof ApiError) {
      const fromServer = error.message.startsWith('API request failed with status')
        ? ''
        : await translatedMessage(error.message, error.code);
      if (error.status === 401) throw new LoginError(fromServer || t('Invalid credentials'));
      throw new LoginError(fromServer || t('Login failed with status: {{status}}', { status: error.status }));
    }
    throw new LoginError(t('Login failed. Please try again.'));
  }
  if (!answer.token) throw new LoginError(t('No token received from server'));
  if (!answer.user) throw new LoginError(t('Failed to parse user data from token'));
  const { id, email: userEmail, role, language, calendar } = answer.user;
  // The language and calendar kept on the account follow the user to this PC (see routes/index).
  useLocale.getState().setAccountPreferences({ language, calendar });
  return { token: answer.token, user: { id, email: userEmail, role } };
}
