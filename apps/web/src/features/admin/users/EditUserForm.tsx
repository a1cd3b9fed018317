import { phoneRequiredFor, type User, updateUserSchemaFor } from '@bingo/contracts';
import { Alert, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GridForm } from '@/components/GridForm';
import { SuccessNotice } from '@/components/SuccessNotice';
import { useUpdateUser } from '@/features/users/users.mutations';
import { messageOf } from '@/lib/api';
import { useFormFields } from '@/lib/use-form-fields';
import { useTimedMessage } from '@/lib/use-timed-message';
import { schemaErrors } from '@/lib/zod-errors';
import { ROLE_LABELS } from '../role-labels';

/** The Admin's edit of a user's names and phone; email and role show but stay as they are. */
export function EditUserForm({ user }: { user: User }) {
  const { values, bind, field, check } = useFormFields({
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? '',
  });
  const { t } = useTranslation('admin');
  const update = useUpdateUser(user.id);
  const saved = useTimedMessage(3000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(schemaErrors(updateUserSchemaFor(user.role), values))) return;
    update.mutate(values, { onSuccess: () => saved.show(t('User updated successfully!')) });
  };

  return (
    <GridForm
      label={t('Edit user')}
      onSubmit={submit}
      noValidate
      messages={
        <>
          <SuccessNotice message={saved.message} />
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
