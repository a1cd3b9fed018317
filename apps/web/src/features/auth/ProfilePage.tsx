import { Grid, Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { PageHeader } from '@/components/PageHeader';
import { authQueries } from '@/features/auth/auth.queries';
import { ChangePasswordForm } from '@/features/auth/ChangePasswordForm';
import { ProfileDetailsForm } from '@/features/auth/ProfileDetailsForm';
import { ScreenPreferences } from '@/features/auth/ScreenPreferences';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';

export function ProfilePage() {
  const { t } = useTranslation('routes');
  const me = useQuery(authQueries.me());
  const lastLogin = me.data?.lastLogin;
  return (
    <>
      <PageHeader
        title={t('Your Profile')}
        subtitle={
          lastLogin
            ? t('Last login: {{time}}', { time: formatDateTime(lastLogin) })
            : t('Your details and password')
        }
      />
      {me.isError ? <ErrorBanner message={messageOf(me.error)} /> : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg">
            <Title order={4} mb="md">
              {t('Details')}
            </Title>
            {me.data ? (
              <ProfileDetailsForm key={me.data.id} user={me.data} />
            ) : me.isPending ? (
              <LoadingState />
            ) : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="lg">
            <Title order={4} mb="md">
              {t('Change Password')}
            </Title>
            <ChangePasswordForm />
          </Paper>
          <ScreenPreferences />
        </Grid.Col>
      </Grid>
    </>
  );
}
