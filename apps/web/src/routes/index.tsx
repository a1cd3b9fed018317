import { Anchor } from '@mantine/core';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/AuthCard';
import { homeOf } from '@/features/auth/guards';
import { LoginForm } from '@/features/auth/LoginForm';
import { useLocale } from '@/i18n/locale';
import { useSession } from '@/stores/session';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const { user } = context.auth;
    if (user) throw redirect({ href: homeOf(user.role), replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  // The sign-in page loads only the auth and common catalogs.
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
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
          void navigate({ href: homeOf(user.role), replace: true });
        }}
      />
    </AuthCard>
  );
}
