import type { Role } from '@bingo/contracts';
import { Box, Burger, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BalanceChip } from '@/components/BalanceChip';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { formatDay } from '@/lib/format';
import { useHallDay } from '@/lib/use-hall-day';
import type { SessionUser } from '@/stores/session';
import { useSavePreferences } from '../auth/preferences';
import { balanceQueries } from '../balance/balance.queries';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  user: SessionUser;
  navOpened: boolean;
  onToggleNav: () => void;
  onSignOut: () => void;
}

export function HeaderBar({ user, navOpened, onToggleNav, onSignOut }: HeaderBarProps) {
  const balance = useQuery(balanceQueries.mine());
  const { t } = useTranslation('common');
  const savePreferences = useSavePreferences();
  const today = useHallDay();
  const title: Record<Role, string> = {
    Admin: t('Admin Dashboard'),
    SuperAgent: t('SuperAgent Dashboard'),
    Agent: t('Agent Dashboard'),
    Cashier: t('Cashier Dashboard'),
  };
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('Toggle menu')}
        />
        <div style={{ minWidth: 0 }}>
          <Title order={4} lh={1.2} fz={{ base: 'sm', sm: 'lg' }}>
            {title[user.role]}
          </Title>
          <Text size="xs" c="dimmed" visibleFrom="xs">
            {formatDay(today, 'longDate')}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {balance.isError ? null : <BalanceChip amount={balance.data?.amount} loading={balance.isPending} />}
        <Box visibleFrom="sm">
          <LanguageSwitch onChanged={(language) => savePreferences.mutate({ language })} />
        </Box>
        <NotificationsBell />
        <UserMenu user={user} onSignOut={onSignOut} />
      </Group>
    </Group>
  );
}
