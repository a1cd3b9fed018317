import { SHOP_MESSAGES, type User } from '@bingo/contracts';
import { Alert, Button, Stack, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { SearchableList } from '@/components/SearchableList';
import { matchesSearch } from '@/components/SearchInput';
import { AssignShopModal, type AssignTarget } from '@/features/network/AssignShopModal';
import { shopQueries } from '@/features/shops/shops.queries';
import { DeactivateCashierModal } from '@/features/users/DeactivateCashierModal';
import { useStatusToggle } from '@/features/users/use-status-toggle';
import { useToggleUserStatus } from '@/features/users/users.mutations';
import { fullName, userQueries } from '@/features/users/users.queries';
import { messageText } from '@/i18n/message-text';
import { msg } from '@/i18n/msg';
import { statusFailure } from '@/lib/failure-messages';
import { preload } from '@/lib/preload';
import { AddUserModal } from './AddUserModal';
import { AdminUsersTable, type UserEditRoute } from './AdminUsersTable';
import { ADD_USER_TEXTS, type ManagedRole } from './add-user-form';
import { ResetPasswordModal } from './ResetPasswordModal';

/** The screen's words are msg() keys, passed through `t` where they show. */
interface ScreenTexts {
  title: string;
  search: string;
  loadError: string;
  empty: string;
  /** The user's edit page. */
  editTo: UserEditRoute;
}

const SCREENS: Record<ManagedRole, ScreenTexts> = {
  SuperAgent: {
    title: msg('Super Agents Management'),
    search: msg('Search super agents...'),
    loadError: msg('Failed to load super agents. Please try again later.'),
    empty: msg('No super agents found.'),
    editTo: '/admin/super-agents/$id',
  },
  Agent: {
    title: msg('Agents Management'),
    search: msg('Search agents...'),
    loadError: msg('Failed to load agents. Please try again later.'),
    empty: msg('No agents found.'),
    editTo: '/admin/agents/$id',
  },
  Cashier: {
    title: msg('Cashiers Management'),
    search: msg('Search cashiers...'),
    loadError: msg('Failed to load cashiers. Please try again later.'),
    empty: msg('No cashiers found.'),
    editTo: '/admin/cashiers/$id',
  },
};

/** The route loader of a management screen: its list, and for cashiers the shops still free. */
export function preloadAdminUsers(queryClient: QueryClient, role: ManagedRole) {
  return preload(
    queryClient.ensureQueryData(userQueries.byRole(role)),
    ...(role === 'Cashier' ? [queryClient.ensureQueryData(shopQueries.available())] : []),
  );
}

interface AdminUsersPageProps {
  userRole: ManagedRole;
  /** Open the Add modal at once (the spec's /super-agents/create link). */
  startAdding?: boolean;
  onAddingClosed?: () => void;
}

/** Super Agents, Agents and Cashiers Management: one screen, three roles. */
export function AdminUsersPage({ userRole: role, startAdding = false, onAddingClosed }: AdminUsersPageProps) {
  const { t } = useTranslation('admin');
  const screen = SCREENS[role];
  const users = useQuery(userQueries.byRole(role));
  const freeShops = useQuery({ ...shopQueries.available(), enabled: role === 'Cashier' });
  const toggle = useToggleUserStatus();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(startAdding);
  const [resetting, setResetting] = useState<User | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);

  const noFreeShop = role === 'Cashier' && freeShops.isSuccess && freeShops.data.items.length === 0;
  const all = users.data?.items ?? [];
  const shown = all.filter((u) => matchesSearch(search, fullName(u), u.email, u.phoneNumber, u.shopName));

  const toggleStatus = (user: User) => {
    setStatusError(null);
    toggle.mutate(
      { id: user.id, isActive: !user.isActive },
      {
        onError: (error) => setStatusError(statusFailure(error)),
      },
    );
  };
  const statusFlow = useStatusToggle(toggleStatus);

  const addButton = (
    <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)} disabled={noFreeShop}>
      {/* i18n-dynamic: the buttons are msg() keys in add-user-form.ts */}
      {t(ADD_USER_TEXTS[role].button)}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        // i18n-dynamic: the screen's words are msg() keys in SCREENS
        title={t(screen.title)}
        actions={
          noFreeShop ? (
            <Tooltip label={messageText(SHOP_MESSAGES.allShopsTaken)}>
              <span>{addButton}</span>
            </Tooltip>
          ) : (
            addButton
          )
        }
      />
      {noFreeShop ? <Alert color="yellow">{messageText(SHOP_MESSAGES.allShopsTaken)}</Alert> : null}
      {/* i18n-dynamic: the screen's words are msg() keys in SCREENS */}
      {users.isError ? <ErrorBanner message={t(screen.loadError)} /> : null}
      {statusError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setStatusError(null)}>
          {statusError}
        </Alert>
      ) : null}
      <SearchableList
        search={search}
        onSearch={setSearch}
        // i18n-dynamic: the screen's words are msg() keys in SCREENS
        placeholder={t(screen.search)}
        loading={users.isPending}
        empty={
          shown.length === 0 ? (
            <EmptyState
              // i18n-dynamic: the screen's words are msg() keys in SCREENS
              message={t(screen.empty)}
              hint={all.length > 0 ? t('Try clearing your search filter.') : undefined}
            />
          ) : null
        }
      >
        <AdminUsersTable
          users={shown}
          layout={role === 'SuperAgent' ? 'byName' : 'byEmail'}
          editTo={screen.editTo}
          onToggleStatus={statusFlow.request}
          onResetPassword={setResetting}
          onAssignShop={role === 'Cashier' ? (u) => setAssigning({ id: u.id, name: fullName(u) }) : undefined}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
        />
      </SearchableList>
      <AddUserModal
        userRole={role}
        opened={adding}
        onClose={() => {
          setAdding(false);
          onAddingClosed?.();
        }}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <AssignShopModal
        cashier={assigning}
        onClose={() => setAssigning(null)}
        shops={freeShops.data?.items ?? []}
      />
      <DeactivateCashierModal flow={statusFlow} />
    </Stack>
  );
}
