import { AUTH_MESSAGES, type User, updateUserSchemaFor } from '@bingo/contracts';
import { Alert, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridForm } from '@/components/GridForm';
import { SuccessNotice } from '@/components/SuccessNotice';
import { useUpdateProfile } from '@/features/auth/auth.mutations';
import { useRoleName } from '@/features/shell/role-name';
import { messageOf } from '@/lib/api';
import { useFormFields } from '@/lib/use-form-fields';
import { schemaErrors } from '@/lib/zod-errors';

export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('routes');
  const roleName = useRoleName();
  const [saved, setSaved] = useState(false);
  const { values, field, check } = useFormFields(
    {
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName ?? '',
      phoneNumber: user.phoneNumber ?? '',
    },
    () => setSaved(false),
  );
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(schemaErrors(updateUserSchemaFor(user.role), values))) return;
    update.mutate(values, { onSuccess: () => setSaved(true) });
  };

  return (
    <GridForm
      label={t('Profile details')}
      onSubmit={submit}
      messages={
        <>
          <SuccessNotice message={saved ? AUTH_MESSAGES.profileUpdated : null} />
          {update.isError ? (
            <Alert color="red" role="alert">
              {messageOf(update.error)}
            </Alert>
          ) : null}
        </>
      }
      submitLabel={t('Save Changes')}
      loading={update.isPending}
    >
      <TextInput label={t('Email')} value={user.email} readOnly disabled />
      <TextInput label={t('Role')} value={roleName(user.role)} readOnly disabled />
      <TextInput label={t('First Name')} {...field('firstName')} />
      <TextInput label={t('Last Name')} {...field('lastName')} />
      <TextInput label={t('Middle Name')} {...field('middleName')} />
      <TextInput label={t('Phone Number')} {...field('phoneNumber')} placeholder={t('e.g. +1234567890')} />
    </GridForm>
  );
}
