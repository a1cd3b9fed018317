import { ResetPasswordFormSchema, USER_MESSAGES, type User } from '@bingo/contracts';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/PasswordField';
import { SuccessNotice } from '@/components/SuccessNotice';
import { useAdminResetPassword } from '@/features/users/users.mutations';
import { fullName } from '@/features/users/users.queries';
import { messageText } from '@/i18n/message-text';
import { msg } from '@/i18n/msg';
import { resetPasswordFailure } from '@/lib/failure-messages';
import { useTimedMessage } from '@/lib/use-timed-message';
import { fieldErrors } from '@/lib/zod-errors';

/** The spec closes the reset modal 2 s after a success. */
export const RESET_CLOSE_MS = 2000;

interface ResetPasswordModalProps {
  /** The user whose password is reset; null keeps the modal closed. */
  user: User | null;
  onClose: () => void;
}

/**
 * The server's answer joins the reset and what became of the e-mail, two texts with a code each: the
 * parts are translated one by one, as the whole has no code of its own.
 */
export function resetNotice(message: string): string {
  const { passwordReset } = USER_MESSAGES;
  if (!message.startsWith(passwordReset) || message === passwordReset) return messageText(message);
  return messageText(passwordReset) + messageText(message.slice(passwordReset.length));
}

/** Shared by the Super Agents, Agents and Cashiers screens and the user edit pages. */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('Reset Password')} closeOnClickOutside={false}>
      {user ? <ResetPasswordForm user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

export function ResetPasswordForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useAdminResetPassword();
  const success = useTimedMessage(RESET_CLOSE_MS, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || success.message) return;
    const parsed = ResetPasswordFormSchema.safeParse({ password, confirmPassword, sendEmail });
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    reset.mutate(
      { userId: user.id, newPassword: password, sendEmail },
      {
        onSuccess: (result) => {
          setPassword('');
          setConfirmPassword('');
          // Only a mail the server really sent is announced; otherwise its own words say why not.
          success.show(
            resetNotice(
              result.emailSent
                ? `${USER_MESSAGES.passwordReset}${USER_MESSAGES.passwordResetEmailSent}`
                : result.message,
            ),
          );
        },
        onError: (error) => setFailure(resetPasswordFailure(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Reset Password')}>
      <Stack>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey={msg('Set a new password for <b>{{name}}</b> ({{email}}).')}
            values={{ name: fullName(user), email: user.email }}
            components={{ b: <b /> }}
          />
        </Text>
        <SuccessNotice message={success.message} />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordField
          label={t('New Password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          withAsterisk
        />
        <PasswordField
          label={t('Confirm Password')}
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={errors.confirmPassword}
          withAsterisk
        />
        <Checkbox
          label={t('Send an email to the user with the new password')}
          checked={sendEmail}
          onChange={(e) => setSendEmail(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reset.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={reset.isPending} disabled={Boolean(success.message)}>
            {t('Reset Password')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
