import { SHOP_MESSAGES, type User } from '@bingo/contracts';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/PasswordField';
import { SearchableSelect } from '@/components/SearchableSelect';
import { SuccessNotice } from '@/components/SuccessNotice';
import { shopQueries } from '@/features/shops/shops.queries';
import { useRegisterUser } from '@/features/users/users.mutations';
import { fullName, userQueries } from '@/features/users/users.queries';
import { messageText } from '@/i18n/message-text';
import { ApiError, messageOf } from '@/lib/api';
import { useFormFields } from '@/lib/use-form-fields';
import { useTimedMessage } from '@/lib/use-timed-message';
import {
  ADD_USER_TEXTS,
  type AddUserValues,
  EMPTY_USER_FORM,
  type ManagedRole,
  registerBody,
  validateAddUser,
} from './add-user-form';

/** The spec closes the admin's add modals 2 s after a success. */
export const ADD_USER_CLOSE_MS = 2000;

interface AddUserModalProps {
  userRole: ManagedRole;
  opened: boolean;
  onClose: () => void;
}

export function AddUserModal({ userRole: role, opened, onClose }: AddUserModalProps) {
  const { t } = useTranslation('admin');
  const texts = ADD_USER_TEXTS[role];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // i18n-dynamic: the titles are msg() keys in add-user-form.ts
      title={t(texts.title)}
      size="lg"
      closeOnClickOutside={false}
    >
      {opened ? <AddUserForm userRole={role} onClose={onClose} /> : null}
    </Modal>
  );
}

function superAgentLabel(user: User) {
  return `${fullName(user)} (${user.email})`;
}

/** The form lives only while the modal is open, so closing it clears the fields and messages. */
export function AddUserForm({ userRole: role, onClose }: { userRole: ManagedRole; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const texts = ADD_USER_TEXTS[role];
  // i18n-dynamic: the titles are msg() keys in add-user-form.ts
  const title = t(texts.title);
  const { values, setValues, errors, field, check } = useFormFields<AddUserValues>(EMPTY_USER_FORM);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const register = useRegisterUser();
  const success = useTimedMessage(ADD_USER_CLOSE_MS, onClose);
  const superAgents = useQuery({ ...userQueries.byRole('SuperAgent'), enabled: role === 'Agent' });
  const shops = useQuery({ ...shopQueries.available(), enabled: role === 'Cashier' });
  const freeShops = shops.data?.items ?? [];
  // A new agent goes under an active super agent only (the server refuses the others).
  const activeSuperAgents = (superAgents.data?.items ?? []).filter((u) => u.isActive);

  const choose = (field: 'superAgentId' | 'shopId') => (value: string | null) =>
    setValues((v) => ({ ...v, [field]: value ?? '' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending || success.message) return;
    const valid = check(validateAddUser(role, values));
    setFailure(null);
    if (!valid) return;
    register.mutate(registerBody(role, values), {
      onSuccess: () => {
        setValues(EMPTY_USER_FORM);
        success.show(texts.success(t));
      },
      onError: (error) => {
        const message = messageOf(error);
        const explained = error instanceof ApiError && error.status < 500;
        setFailure(
          role === 'SuperAgent'
            ? { title: texts.failure(t, message), detail: explained ? message : undefined }
            : { title: texts.failure(t, message) },
        );
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <SuccessNotice message={success.message} />
        {failure ? (
          <Alert color="red" role="alert" title={failure.detail ? failure.title : undefined}>
            {failure.detail ?? failure.title}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('First Name')} {...field('firstName')} withAsterisk />
          <TextInput label={t('Last Name')} {...field('lastName')} withAsterisk />
          <TextInput label={t('Middle Name')} {...field('middleName')} />
          <TextInput label={t('Email')} type="email" {...field('email')} withAsterisk />
          <TextInput
            label={t('Phone Number')}
            {...field('phoneNumber')}
            placeholder={t('e.g. +1234567890')}
            withAsterisk
          />
          {role === 'Agent' ? (
            <SearchableSelect
              label={t('Super Agent')}
              placeholder={superAgents.isPending ? t('Loading super agents...') : t('Select a super agent')}
              data={activeSuperAgents.map((u) => ({ value: u.id, label: superAgentLabel(u) }))}
              value={values.superAgentId || null}
              onChange={choose('superAgentId')}
              error={
                errors.superAgentId ??
                (superAgents.isError ? t('Failed to load super agents. Please try again later.') : undefined)
              }
              nothingFoundMessage={t('No super agents found.')}
              withAsterisk
            />
          ) : null}
          {role === 'Cashier' ? (
            <SearchableSelect
              label={t('Shop ({{available}} available)', { available: freeShops.length })}
              placeholder={shops.isPending ? t('Loading shops...') : t('Select a shop')}
              data={freeShops.map((s) => ({ value: s.id, label: `${s.name} — ${s.city}` }))}
              value={values.shopId || null}
              onChange={choose('shopId')}
              error={
                errors.shopId ??
                (shops.isSuccess && freeShops.length === 0
                  ? messageText(SHOP_MESSAGES.noAvailableShops)
                  : undefined)
              }
              withAsterisk
            />
          ) : null}
          <PasswordField label={t('Password')} {...field('password')} withAsterisk />
          <PasswordField label={t('Confirm Password')} {...field('confirmPassword')} withAsterisk />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={register.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={register.isPending} disabled={Boolean(success.message)}>
            {/* i18n-dynamic: the buttons are msg() keys in add-user-form.ts */}
            {t(texts.button)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
