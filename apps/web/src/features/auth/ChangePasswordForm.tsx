import { AUTH_MESSAGES, ChangePasswordFormSchema } from '@bingo/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/PasswordField';
import { SuccessNotice } from '@/components/SuccessNotice';
import { useChangePassword } from '@/features/auth/auth.mutations';
import { messageOf } from '@/lib/api';
import { useFormFields } from '@/lib/use-form-fields';
import { schemaErrors } from '@/lib/zod-errors';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('routes');
  const [done, setDone] = useState(false);
  const { values, setValues, field, check } = useFormFields(EMPTY, () => setDone(false));
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(schemaErrors(ChangePasswordFormSchema, values))) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setDone(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('Change password')}>
      <Stack>
        <SuccessNotice message={done ? AUTH_MESSAGES.passwordChanged : null} />
        {change.isError ? (
          <Alert color="red" role="alert">
            {messageOf(change.error)}
          </Alert>
        ) : null}
        <PasswordField
          label={t('Current Password')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField label={t('New Password')} autoComplete="new-password" {...field('newPassword')} />
        <PasswordField
          label={t('Confirm New Password')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('Change Password')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
