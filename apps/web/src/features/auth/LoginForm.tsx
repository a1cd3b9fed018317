import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { PasswordField } from '@/components/PasswordField';
import { useLightT } from '@/i18n/light-t';
import { useLocale } from '@/i18n/locale';
import type { SessionUser } from '@/stores/session';
import { LoginError } from './login-error';

interface LoginFormProps {
  onSignedIn: (token: string, user: SessionUser) => void;
  /** A message carried over from elsewhere, e.g. 'Session expired. Please login again.'. */
  notice?: string | null;
  forgotPasswordLink: ReactNode;
}

/** The notice in the reader's language; nothing until its translation is ready, rather than English. */
function useNoticeText(notice: string | null | undefined, language: string): string | null {
  const [translated, setTranslated] = useState<{ of: string; language: string; text: string } | null>(null);
  useEffect(() => {
    if (!notice || language === 'en') return;
    let current = true;
    void import('./login')
      .then(({ translatedMessage }) => translatedMessage(notice))
      .then((text) => {
        if (current) setTranslated({ of: notice, language, text });
      });
    return () => {
      current = false;
    };
  }, [notice, language]);
  if (!notice) return null;
  if (language === 'en') return notice;
  return translated?.of === notice && translated.language === language ? translated.text : null;
}

export function LoginForm({ onSignedIn, notice, forgotPasswordLink }: LoginFormProps) {
  const t = useLightT('auth');
  const language = useLocale((s) => s.language);
  const noticeText = useNoticeText(notice, language);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setWorking(true);
    try {
      const { login } = await import('./login');
      const { token, user } = await login(email.trim(), password);
      onSignedIn(token, user);
    } catch (e) {
      setError(e instanceof LoginError ? e.message : t('Authentication failed'));
      setWorking(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('Sign in')}>
      <Stack gap="md">
        {noticeText && !error ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
            {noticeText}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          placeholder="you@example.com"
        />
        <PasswordField
          label={t('Password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group justify="flex-end">{forgotPasswordLink}</Group>
        <Button type="submit" fullWidth size="md" disabled={working}>
          {working ? t('Logging in...') : t('Login')}
        </Button>
      </Stack>
    </form>
  );
}
