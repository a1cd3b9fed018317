import { phoneRequiredFor, USER_MESSAGES, type User, updateUserSchemaFor } from '@bingo/contracts';
import { Alert, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridForm } from '@/components/GridForm';
import { SuccessNotice } from '@/components/SuccessNotice';
import { useUpdateUser } from '@/features/users/users.mutations';
import { messageText } from '@/i18n/message-text';
import { messageOf } from '@/lib/api';
import { useFormFields } from '@/lib/use-form-fields';
import { useTimedMessage } from '@/lib/use-timed-message';
import { schemaErrors } from '@/lib/zod-errors';
import { ROLE_LABELS } from '../role-labels';

type EditValues = { firstName: string; middleName: string; lastName: string; phoneNumber: string };

/**
 * The fields edited since `before`. Only these are sent: the user's Super Agent or another Admin may
 * have saved the others meanwhile, and sending the whole form would put their old values back.
 */
function changedFields(before: EditValues, values: EditValues): Partial<EditValues> {
  const keys = Object.keys(values) as (keyof EditValues)[];
  return Object.fromEntries(
    keys.filter((k) => values[k].trim() !== before[k].trim()).map((k) => [k, values[k]]),
  );
}

/** The Admin's edit of a user's names and phone; email and role show but stay as they are. */
export function EditUserForm({ user }: { user: User }) {
  const [before, setBefore] = useState<EditValues>(() => ({
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? '',
  }));
  const [unchanged, setUnchanged] = useState(false);
  const { values, bind, field, check } = useFormFields(before, () => setUnchanged(false));
  const { t } = useTranslation('admin');
  const update = useUpdateUser(user.id);
  const saved = useTimedMessage(3000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnchanged(false);
    if (!check(schemaErrors(updateUserSchemaFor(user.role), values))) return;
    const changed = changedFields(before, values);
    if (Object.keys(changed).length === 0) {
      setUnchanged(true);
      return;
    }
    update.mutate(changed, {
      onSuccess: () => {
        setBefore(values);
        saved.show(t('User updated successfully!'));
      },
    });
  };

  return (
    <GridForm
      label={t('Edit user')}
      onSubmit={submit}
      noValidate
      messages={
        <>
          <SuccessNotice message={saved.message} />
          {unchanged ? <Alert color="yellow">{messageText(USER_MESSAGES.nothingToUpdate)}</Alert> : null}
          {update.isError ? (
            <Alert color="red" role="alert">
              {t('Failed to update user: {{message}}', { message: messageOf(update.error) })}
            </Alert>
          ) : null}
        </>
      }
      submitLabel={t('Save Changes')}
      loading={update.isPending}
    >
      <TextInput label={t('First Name')} {...field('firstName')} withAsterisk />
      <TextInput label={t('Middle Name')} {...bind('middleName')} />
      <TextInput label={t('Last Name')} {...field('lastName')} withAsterisk />
      <TextInput
        label={t('Phone Number')}
        {...field('phoneNumber')}
        placeholder={t('e.g. +1234567890')}
        withAsterisk={phoneRequiredFor(user.role)}
      />
      <TextInput label={t('Email')} value={user.email} readOnly disabled />
      <TextInput
        label={t('Role')}
        // i18n-dynamic: role labels are msg() keys in role-labels.ts
        value={t(ROLE_LABELS[user.role])}
        readOnly
        disabled
      />
    </GridForm>
  );
}
