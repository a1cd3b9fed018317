import type { Role, User } from '@bingo/contracts';
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconBuildingStore, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { Fact, FactGrid } from '@/components/Fact';
import { LoadingState } from '@/components/LoadingState';
import { ButtonLink } from '@/components/links';
import { Money } from '@/components/Money';
import { balanceQueries } from '@/features/balance/balance.queries';
import { AssignShopModal, type AssignTarget } from '@/features/network/AssignShopModal';
import { shopQueries } from '@/features/shops/shops.queries';
import { DeactivateCashierModal } from '@/features/users/DeactivateCashierModal';
import { UserStatusFailure } from '@/features/users/UserStatusFailure';
import { useStatusToggle } from '@/features/users/use-status-toggle';
import { useToggleUserStatus } from '@/features/users/users.mutations';
import { fullName, userQueries } from '@/features/users/users.queries';
import { msg } from '@/i18n/msg';
import { ApiError } from '@/lib/api';
import { dataFailure } from '@/lib/failure-messages';
import { formatDateTime } from '@/lib/format';
import { BALANCE_TYPE_LABELS, ROLE_LABELS } from '../role-labels';
import type { ManagedRole } from './add-user-form';
import { EditUserForm } from './EditUserForm';
import { ResetPasswordModal } from './ResetPasswordModal';

/** Per role: its list, and the page's words (msg() keys, passed through `t` where they show). */
const LIST: Record<
  ManagedRole,
  {
    to: '/admin/super-agents' | '/admin/agents' | '/admin/cashiers';
    label: string;
    notFound: string;
    edit: string;
  }
> = {
  SuperAgent: {
    to: '/admin/super-agents',
    label: msg('Back to Super Agents'),
    notFound: msg('Super Agent not found.'),
    edit: msg('Edit Super Agent'),
  },
  Agent: {
    to: '/admin/agents',
    label: msg('Back to Agents'),
    notFound: msg('Agent not found.'),
    edit: msg('Edit Agent'),
  },
  Cashier: {
    to: '/admin/cashiers',
    label: msg('Back to Cashiers'),
    notFound: msg('Cashier not found.'),
    edit: msg('Edit Cashier'),
  },
};

const PARENT_LABEL: Partial<Record<Role, string>> = { Agent: msg('Super Agent'), Cashier: msg('Agent') };

/** The edit page of one super agent, agent or cashier: names and phone, status, password, balance. */
export function AdminUserEditPage({ id, userRole: role }: { id: string; userRole: ManagedRole }) {
  const { t } = useTranslation('admin');
  const user = useQuery(userQueries.detail(id));
  const list = LIST[role];
  const back = (
    <ButtonLink to={list.to} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {/* i18n-dynamic: the page's words are msg() keys in LIST */}
      {t(list.label)}
    </ButtonLink>
  );
  if (user.isPending) return <LoadingState />;
  if (user.isError || user.data.role !== role) {
    return (
      <Stack>
        {back}
        {user.isError && !(user.error instanceof ApiError && [400, 404].includes(user.error.status)) ? (
          <ErrorBanner message={dataFailure(user.error)} />
        ) : (
          // i18n-dynamic: the page's words are msg() keys in LIST
          <EmptyState message={t(list.notFound)} />
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
          {/* i18n-dynamic: the page's words are msg() keys in LIST */}
          {t(list.edit)}
        </Title>
        <EditUserForm key={user.data.id} user={user.data} />
      </Paper>
    </Stack>
  );
}

function UserSummary({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const balance = useQuery(balanceQueries.ofUser(user.id));
  const toggle = useToggleUserStatus();
  const statusFlow = useStatusToggle((shown: User) =>
    toggle.mutate({ id: shown.id, isActive: !shown.isActive }),
  );
  const [resetting, setResetting] = useState(false);
  // DESIGN section 4: an Admin seats any active cashier in any shop without an active cashier.
  const seatable = user.role === 'Cashier' && user.isActive;
  const freeShops = useQuery({ ...shopQueries.available(), enabled: seatable });
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const parent = PARENT_LABEL[user.role];
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={4}>
          <Title order={2}>{fullName(user)}</Title>
          <Group gap="xs">
            {/* i18n-dynamic: role labels are msg() keys in role-labels.ts */}
            <Badge variant="light">{t(ROLE_LABELS[user.role])}</Badge>
            <Badge color={user.isActive ? 'green' : 'gray'} variant="light">
              {user.isActive ? t('Active') : t('Inactive')}
            </Badge>
          </Group>
        </Stack>
        <Group>
          {seatable ? (
            <Button
              variant="light"
              leftSection={<IconBuildingStore size={16} />}
              onClick={() => setAssigning({ id: user.id, name: fullName(user) })}
            >
              {t('Assign Shop')}
            </Button>
          ) : null}
          <Button
            variant="light"
            color={user.isActive ? 'red' : 'green'}
            loading={toggle.isPending}
            onClick={() => statusFlow.request(user)}
          >
            {user.isActive ? t('Deactivate') : t('Activate')}
          </Button>
          <Button
            variant="light"
            color="orange"
            leftSection={<IconKey size={16} />}
            onClick={() => setResetting(true)}
          >
            {t('Reset Password')}
          </Button>
        </Group>
      </Group>
      <UserStatusFailure error={toggle.error} />
      <FactGrid wide={4}>
        <Fact label={t('Email')}>{user.email}</Fact>
        <Fact label={t('Phone Number')}>{user.phoneNumber ?? '—'}</Fact>
        <Fact label={t('Last Login')}>{user.lastLogin ? formatDateTime(user.lastLogin) : t('Never')}</Fact>
        <Fact label={t('Created')}>{formatDateTime(user.createdAt)}</Fact>
        {/* i18n-dynamic: the parents' labels are msg() keys in PARENT_LABEL */}
        {parent ? <Fact label={t(parent)}>{user.parentName ?? '—'}</Fact> : null}
        {user.role === 'Cashier' ? <Fact label={t('Shop')}>{user.shopName ?? t('Not Assigned')}</Fact> : null}
        {user.role !== 'Cashier' ? <Fact label={t('Shops')}>{user.shopsCount}</Fact> : null}
        <Fact label={t('Balance')}>
          {balance.data ? (
            <Group gap="xs">
              <Money value={balance.data.amount} fw={600} />
              <Badge size="sm" variant="outline">
                {/* i18n-dynamic: balance type labels are msg() keys in role-labels.ts */}
                {t(BALANCE_TYPE_LABELS[balance.data.balanceType])}
              </Badge>
            </Group>
          ) : balance.isError ? (
            t('Failed to load balance')
          ) : (
            '…'
          )}
        </Fact>
      </FactGrid>
      <ResetPasswordModal user={resetting ? user : null} onClose={() => setResetting(false)} />
      <AssignShopModal
        cashier={assigning}
        onClose={() => setAssigning(null)}
        shops={freeShops.data?.items ?? []}
      />
      <DeactivateCashierModal flow={statusFlow} />
    </Paper>
  );
}
