import type { User } from '@bingo/contracts';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/DataTable';
import { ButtonLink } from '@/components/links';
import { AssignShopButton } from '@/features/network/AssignShopButton';
import { StatusSwitch } from '@/features/users/StatusSwitch';
import { fullName } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { formatDateTime } from '@/lib/format';

/** The edit page of a managed user, by role. */
export type UserEditRoute = '/admin/super-agents/$id' | '/admin/agents/$id' | '/admin/cashiers/$id';

interface AdminUsersTableProps {
  users: readonly User[];
  /** Super agents are listed by name; agents and cashiers by e-mail with their last login. */
  layout: 'byName' | 'byEmail';
  editTo: UserEditRoute;
  onToggleStatus: (user: User) => void;
  onResetPassword: (user: User) => void;
  /** Cashiers only: seats the cashier in a free shop. Not offered for an inactive cashier. */
  onAssignShop?: (user: User) => void;
  /** The user whose status is being changed, so only that switch waits. */
  togglingId: string | null;
}

export function AdminUsersTable({
  users,
  layout,
  editTo,
  onToggleStatus,
  onResetPassword,
  onAssignShop,
  togglingId,
}: AdminUsersTableProps) {
  const { t } = useTranslation('admin');
  const header =
    layout === 'byName'
      ? [msg('Name'), msg('Email'), msg('Phone'), msg('Status'), msg('Actions')]
      : [msg('Email'), msg('Phone Number'), msg('Status'), msg('Last Login'), msg('Actions')];
  return (
    <DataTable
      label={t('Users')}
      minWidth={760}
      head={header.map((h) => (
        <Table.Th key={h} data-actions={h === 'Actions' || undefined}>
          {/* i18n-dynamic: the headers are msg() keys just above */}
          {t(h)}
        </Table.Th>
      ))}
    >
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
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[fullName(user), user.shopName ?? user.parentName].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{user.phoneNumber ?? '—'}</Table.Td>
                <Table.Td>{status}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {user.lastLogin ? formatDateTime(user.lastLogin) : t('Never')}
                </Table.Td>
              </>
            )}
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ButtonLink
                  to={editTo}
                  params={{ id: user.id }}
                  size="xs"
                  variant="light"
                  leftSection={<IconEdit size={14} />}
                >
                  {t('Edit')}
                </ButtonLink>
                {onAssignShop ? <AssignShopButton cashier={user} onAssign={onAssignShop} /> : null}
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconKey size={14} />}
                  onClick={() => onResetPassword(user)}
                >
                  {t('Reset Password')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
