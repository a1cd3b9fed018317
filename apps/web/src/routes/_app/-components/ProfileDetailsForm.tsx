import { AUTH_MESSAGES, UpdateUserRequestSchema, type User } from '@bingo/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../../../features/auth/auth.mutations';
import { messageOf } from '../../../lib/api';
import { fieldErrors } from '../../../lib/zod-errors';

export function ProfileDetailsForm({ user }: { user: User }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    middleName: user.middleName ?? '',
    phoneNumber: user.phoneNumber ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateUserRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    update.mutate(values, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} aria-label="Profile details">
      <Stack>
        {saved ? <Alert color="green">{AUTH_MESSAGES.profileUpdated}</Alert> : null}
        {update.isError ? (
          <Alert color="red" role="alert">
            {messageOf(update.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Email" value={user.email} readOnly disabled />
          <TextInput label="Role" value={user.role} readOnly disabled />
          <TextInput
            label="First Name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextInput
            label="Last Name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
          <TextInput
            label="Middle Name"
            value={values.middleName}
            onChange={set('middleName')}
            error={errors.middleName}
          />
          <TextInput
            label="Phone Number"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
            error={errors.phoneNumber}
            placeholder="e.g. +1234567890"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
