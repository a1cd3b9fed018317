import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/stores/session';
import { LoginError, login } from './login';

interface LoginFormProps {
  onSignedIn: (token: string, user: SessionUser) => void;
  /** A message carried over from elsewhere, e.g. 'Session expired. Please login again.'. */
  notice?: string | null;
  forgotPasswordLink: ReactNode;
}

export function LoginForm({ onSignedIn, notice, forgotPasswordLink }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setWorking(true);
    try {
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
        {notice && !error ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />} role="status">
            {notice}
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
        <PasswordInput
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
