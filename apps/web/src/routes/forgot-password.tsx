import { Button, List, Stack, Text } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/AuthCard';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  // Like the sign-in page it belongs to, this page needs only the auth catalog.
  const { t } = useTranslation('auth');
  return (
    <AuthCard subtitle={t('Forgot password?')}>
      <Stack gap="md">
        <Text>{t('Passwords are not reset by e-mail. Ask your superior in the network:')}</Text>
        <List spacing="xs" size="sm">
          <List.Item>{t('a cashier asks their agent;')}</List.Item>
          <List.Item>{t('an agent asks their super agent;')}</List.Item>
          <List.Item>{t('a super agent asks the administrator.')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t(
            'The administrator sets a new password and your superior passes it on to you. After signing in, you can change it on your profile page.',
          )}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('Back to login')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
