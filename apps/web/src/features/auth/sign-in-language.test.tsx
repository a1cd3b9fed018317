import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { Route } from '@/routes/index';
import { useSession } from '@/stores/session';
import { fakeApi, ok } from '@/test/fake-api';
import { AGENT, aUser, SUPER_AGENT } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';

const SignInPage = Route.options.component as () => React.ReactNode;

const accounts = {
  [AGENT.email]: aUser({ ...AGENT, language: 'en', calendar: 'gregorian' }),
  [SUPER_AGENT.email]: aUser({ ...SUPER_AGENT, language: 'en', calendar: 'gregorian' }),
};

/** The sign-in page as it shows once nobody is signed in. */
function openSignInPage() {
  const rendered = renderInRouter(SignInPage, AGENT);
  useSession.setState({ token: null, user: null, notice: null });
  return rendered;
}

async function signInAs(email: string) {
  const u = userEvent.setup();
  await u.type(await screen.findByRole('textbox'), email);
  await u.type(document.querySelector('input[name="password"]') as HTMLElement, 'secret123');
  await u.click(document.querySelector('button[type="submit"]') as HTMLElement);
}

afterEach(async () => {
  useLocale.getState().setSignInPick(null);
  await useLocale.getState().setLanguage('en');
});

describe('a language picked on the sign-in page', () => {
  it('is kept on the account of the person who signs in next, not on the account after theirs', async () => {
    await useLocale.getState().setLanguage('en');
    const api = fakeApi({
      'POST /api/auth/login': (call) => {
        const { email } = call.body as { email: keyof typeof accounts };
        return ok({ token: 'a.b.c', user: accounts[email] });
      },
      'PATCH /api/auth/me/preferences': (call) => ok({ ...accounts[AGENT.email], ...(call.body as object) }),
    });
    const first = openSignInPage();
    await userEvent.setup().click(await screen.findByText('አማርኛ'));
    await waitFor(() => expect(useLocale.getState().signInPick).toBe('am'));
    await signInAs(AGENT.email);
    await waitFor(() =>
      expect(api.writes().map((c) => [c.path, c.body])).toContainEqual([
        '/api/auth/me/preferences',
        { language: 'am' },
      ]),
    );

    // The agent signs out; the super agent, whose account reads English, signs in on the same PC.
    useSession.getState().signOut();
    first.unmount();
    const writesBefore = api.writes().length;
    openSignInPage();
    await signInAs(SUPER_AGENT.email);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(useLocale.getState().language).toBe('en');
    expect(
      api
        .writes()
        .slice(writesBefore)
        .map((c) => c.path),
    ).toEqual(['/api/auth/login']);
  });
});
