import type { Role } from '@bingo/contracts';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFollowHref } from '@/components/AppLink';
import { ROLE_HOME } from '../auth/guards';
import { isActivePath, NAV_BY_ROLE } from './nav';

interface SidebarNavProps {
  role: Role;
  /** Called after any link is followed, so the slide-over closes on small screens. */
  onNavigate: () => void;
  onSignOut: () => void;
}

const HOMES = Object.values(ROLE_HOME);

export function SidebarNav({ role, onNavigate, onSignOut }: SidebarNavProps) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const follow = useFollowHref();
  const { t } = useTranslation('common');
  return (
    <Stack justify="space-between" h="100%" gap={0}>
      <ScrollArea style={{ flex: 1 }} component="nav" aria-label={t('Main menu')}>
        {NAV_BY_ROLE[role].map((item) => (
          <NavLink
            key={item.to}
            href={item.to}
            // i18n-dynamic: the labels are msg() keys in nav.ts
            label={t(item.label)}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={isActivePath(pathname, item.to, HOMES)}
            onClick={follow(item.to, onNavigate)}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            mb={2}
          />
        ))}
      </ScrollArea>
      <NavLink
        component="button"
        label={role === 'Cashier' ? t('Logout') : t('Sign Out')}
        leftSection={<IconLogout size={18} stroke={1.6} />}
        onClick={() => {
          onNavigate();
          onSignOut();
        }}
        c="red.8"
        styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
      />
    </Stack>
  );
}
