import type { User } from '@bingo/contracts';
import { Button, Group, Switch, Table, Text } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { AppButtonLink } from '@/components/AppLink';
import { DataTable } from '@/components/DataTable';
import { fullName } from '@/features/users/users.queries';
import { formatDateTime } from '@/lib/format';

interface AdminUsersTableProps {
  users: readonly User[];
  /** Super agents are listed by name; agents and cashiers by e-mail with their last login. */
  layout: 'byName' | 'byEmail';
  editHref: (user: User) => string;
  onToggleStatus: (user: User) => void;
  onResetPassword: (user: User) => void;
  /** The user whose status is being changed, so only that switch waits. */
  togglingId: string | null;
}

function StatusSwitch({
  user,
  onToggle,
  busy,
}: {
  user: User;
  onToggle: (user: User) => void;
  busy: boolean;
}) {
  return (
    <Switch
      checked={user.isActive}
      onChange={() => onToggle(user)}
      disabled={busy}
      label={user.isActive ? 'Active' : 'Inactive'}
      aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.email}`}
      color="green"
    />
  );
}

export function AdminUsersTable({
  users,
  layout,
  editHref,
  onToggleStatus,
  onResetPassword,
  togglingId,
}: AdminUsersTableProps) {
  const header =
    layout === 'byName'
      ? ['Name', 'Email', 'Phone', 'Status', 'Actions']
      : ['Name', 'Phone Number', 'Status', 'Last Login', 'Actions'];
  return (
    <DataTable label="Users" minWidth={760} headers={header}>
      {users.map((user) => {
        const status = <StatusSwitch user={user} onToggle={onToggleStatus} busy={togglingId === user.id} />;
        return (
          <Table.Tr key={user.id}>
            {layout === 'byName' ? (
              <>
                <Table.Td fw={500}>{fullName(user)}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.phoneNumber ?? '—'}</Table.Td>
                <Table.Td>{status}</Table.Td>
              </>
            ) : (
              <>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {fullName(user)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[user.email, user.shopName ?? user.parentName].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{user.phoneNumber ?? '—'}</Table.Td>
                <Table.Td>{status}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {user.lastLogin ? formatDateTime(user.lastLogin) : 'Never'}
                </Table.Td>
              </>
            )}
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <AppButtonLink
                  href={editHref(user)}
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                >
                  Edit
                </AppButtonLink>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconKey size={14} />}
                  onClick={() => onResetPassword(user)}
                >
                  Reset Password
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
