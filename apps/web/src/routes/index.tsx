import { Anchor } from '@mantine/core';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { AuthCard } from '@/features/auth/AuthCard';
import { homeOf } from '@/features/auth/guards';
import { LoginForm } from '@/features/auth/LoginForm';
import { returnPath } from '@/features/auth/return-to';
import { useLightT } from '@/i18n/light-t';
import { useLocale } from '@/i18n/locale';
import { useSession } from '@/stores/session';

export const Route = createFileRoute('/')({
  // The page to go back to once signed in; a page the role may not open sends it home from there.
  // The key is always set, undefined when refused, so the router keeps no raw value under it.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: returnPath(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    const { user } = context.auth;
    if (user) throw redirect({ href: search.redirect ?? homeOf(user.role), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  // The sign-in page loads only the auth and common catalogs, and not i18next (i18n/light-t.ts).
  const t = useLightT('auth');
  const navigate = useNavigate();
  const { redirect: back } = Route.useSearch();
  const notice = useSession((s) => s.notice);
  const signIn = useSession((s) => s.signIn);
  return (
    <AuthCard subtitle={t('Sign in to manage your hall')}>
      <LoginForm
        notice={notice}
        forgotPasswordLink={
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('Forgot password?')}
          </Anchor>
        }
        onSignedIn={(token, user) => {
          signIn(token, user);
          const { accountPreferences, signInPick, setSignInPick } = useLocale.getState();
          // The pick was this person's: the next one to sign in on this PC keeps their own language.
          setSignInPick(null);
          // The contracts load after sign-in, not with this page.
          void import('@/features/auth/preferences').then(({ applyAccountPreferences }) =>
            applyAccountPreferences(accountPreferences, signInPick),
          );
          void navigate({ href: back ?? homeOf(user.role), replace: true });
        }}
      />
    </AuthCard>
  );
}
