import { type Role, UpdateUserRequestSchema, type User } from '@bingo/contracts';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { AppButtonLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { LoadingState } from '@/components/LoadingState';
import { Money } from '@/components/Money';
import { SuccessNotice } from '@/components/SuccessNotice';
import { balanceQueries } from '@/features/balance/balance.queries';
import { useToggleUserStatus, useUpdateUser } from '@/features/users/users.mutations';
import { fullName, userQueries } from '@/features/users/users.queries';
import { ApiError, messageOf } from '@/lib/api';
import { dataFailure, statusFailure } from '@/lib/failure-messages';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormFields } from '@/lib/use-form-fields';
import { useTimedMessage } from '@/lib/use-timed-message';
import { schemaErrors } from '@/lib/zod-errors';
import type { ManagedRole } from './add-user-form';
import { ResetPasswordModal } from './ResetPasswordModal';

const LIST: Record<ManagedRole, { href: string; label: string; noun: string }> = {
  SuperAgent: { href: paths.admin.superAgents, label: 'Back to Super Agents', noun: 'Super Agent' },
  Agent: { href: paths.admin.agents, label: 'Back to Agents', noun: 'Agent' },
  Cashier: { href: paths.admin.cashiers, label: 'Back to Cashiers', noun: 'Cashier' },
};

const PARENT_LABEL: Partial<Record<Role, string>> = { Agent: 'Super Agent', Cashier: 'Agent' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** The edit page of one super agent, agent or cashier: names and phone, status, password, balance. */
export function AdminUserEditPage({ id, userRole: role }: { id: string; userRole: ManagedRole }) {
  const user = useQuery(userQueries.detail(id));
  const list = LIST[role];
  const back = (
    <AppButtonLink href={list.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {list.label}
    </AppButtonLink>
  );
  if (user.isPending) return <LoadingState />;
  if (user.isError || user.data.role !== role) {
    return (
      <Stack>
        {back}
        {user.isError && !(user.error instanceof ApiError && [400, 404].includes(user.error.status)) ? (
          <ErrorBanner message={dataFailure(user.error)} />
        ) : (
          <EmptyState message={`${list.noun} not found.`} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group>{back}</Group>
      <UserSummary user={user.data} />
      <Paper withBorder p="lg">
        <Title order={4} mb="md">
          Edit {list.noun}
        </Title>
        <EditUserForm key={user.data.id} user={user.data} />
      </Paper>
    </Stack>
  );
}

function UserSummary({ user }: { user: User }) {
  const balance = useQuery(balanceQueries.ofUser(user.id));
  const toggle = useToggleUserStatus();
  const [resetting, setResetting] = useState(false);
  const parent = PARENT_LABEL[user.role];
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={4}>
          <Title order={2}>{fullName(user)}</Title>
          <Group gap="xs">
            <Badge variant="light">{user.role}</Badge>
            <Badge color={user.isActive ? 'green' : 'gray'} variant="light">
              {user.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
        </Stack>
        <Group>
          <Button
            variant="light"
            color={user.isActive ? 'red' : 'green'}
            loading={toggle.isPending}
            onClick={() => toggle.mutate(user.id)}
          >
            {user.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconKey size={16} />}
            onClick={() => setResetting(true)}
          >
            Reset Password
          </Button>
        </Group>
      </Group>
      {toggle.isError ? (
        <Alert color="red" role="alert" mb="md">
          {statusFailure(toggle.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <Fact label="Email">{user.email}</Fact>
        <Fact label="Phone Number">{user.phoneNumber ?? '—'}</Fact>
        <Fact label="Last Login">{user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}</Fact>
        <Fact label="Created">{formatDateTime(user.createdAt)}</Fact>
        {parent ? <Fact label={parent}>{user.parentName ?? '—'}</Fact> : null}
        {user.role === 'Cashier' ? <Fact label="Shop">{user.shopName ?? 'Not Assigned'}</Fact> : null}
        {user.role !== 'Cashier' ? <Fact label="Shops">{user.shopsCount}</Fact> : null}
        <Fact label="Balance">
          {balance.data ? (
            <Group gap="xs">
              <Money value={balance.data.amount} fw={600} />
              <Badge size="sm" variant="outline">
                {balance.data.balanceType}
              </Badge>
            </Group>
          ) : balance.isError ? (
            'Failed to load balance'
          ) : (
            '…'
          )}
        </Fact>
      </SimpleGrid>
      <ResetPasswordModal user={resetting ? user : null} onClose={() => setResetting(false)} />
    </Paper>
  );
}

function EditUserForm({ user }: { user: User }) {
  const { values, bind, field, check } = useFormFields({
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? '',
  });
  const update = useUpdateUser(user.id);
  const saved = useTimedMessage(3000);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(schemaErrors(UpdateUserRequestSchema, values))) return;
    update.mutate(values, { onSuccess: () => saved.show('User updated successfully!') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit user">
      <Stack>
        <SuccessNotice message={saved.message} />
        {update.isError ? (
          <Alert color="red" role="alert">
            {`Failed to update user: ${messageOf(update.error)}`}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" {...field('firstName')} withAsterisk />
          <TextInput label="Middle Name" {...bind('middleName')} />
          <TextInput label="Last Name" {...field('lastName')} withAsterisk />
          <TextInput label="Phone Number" {...field('phoneNumber')} placeholder="e.g. +1234567890" />
          <TextInput label="Email" value={user.email} readOnly disabled />
          <TextInput label="Role" value={user.role} readOnly disabled />
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
