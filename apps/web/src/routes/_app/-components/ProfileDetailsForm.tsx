import { AUTH_MESSAGES, UpdateUserRequestSchema, type User } from '@bingo/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    if (!check(schemaErrors(UpdateUserRequestSchema, values))) return;
    update.mutate(values, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} aria-label={t('Profile details')}>
      <Stack>
        {saved ? <Alert color="green">{AUTH_MESSAGES.profileUpdated}</Alert> : null}
        {update.isError ? (
          <Alert color="red" role="alert">
            {messageOf(update.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('Email')} value={user.email} readOnly disabled />
          <TextInput label={t('Role')} value={roleName(user.role)} readOnly disabled />
          <TextInput label={t('First Name')} {...field('firstName')} />
          <TextInput label={t('Last Name')} {...field('lastName')} />
          <TextInput label={t('Middle Name')} {...field('middleName')} />
          <TextInput
            label={t('Phone Number')}
            {...field('phoneNumber')}
            placeholder={t('e.g. +1234567890')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('Save Changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
