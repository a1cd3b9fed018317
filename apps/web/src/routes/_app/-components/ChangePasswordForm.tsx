import { AUTH_MESSAGES, ChangePasswordFormSchema } from '@bingo/contracts';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../../../features/auth/auth.mutations';
import { messageOf } from '../../../lib/api';
import { fieldErrors } from '../../../lib/zod-errors';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const change = useChangePassword();

  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setDone(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
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
    <form onSubmit={submit} aria-label="Change password">
      <Stack>
        {done ? <Alert color="green">{AUTH_MESSAGES.passwordChanged}</Alert> : null}
        {change.isError ? (
          <Alert color="red" role="alert">
            {messageOf(change.error)}
          </Alert>
        ) : null}
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
