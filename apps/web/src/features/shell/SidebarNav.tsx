import type { Role } from '@bingo/contracts';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinkLink } from '@/components/links';
import { ROLE_HOME } from '../auth/guards';
import { isActivePath, NAV_BY_ROLE } from './nav';

interface SidebarNavProps {
  role: Role;
  /** Called after any link is followed, so the slide-over closes on small screens. */
  onNavigate: () => void;
  onSignOut: () => void;
}

const HOMES: readonly string[] = Object.values(ROLE_HOME);

/** A click that follows the link here; one with a modifier opens it elsewhere and leaves the menu open. */
const isPlainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

export function SidebarNav({ role, onNavigate, onSignOut }: SidebarNavProps) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { t } = useTranslation('common');
  return (
    <Stack justify="space-between" h="100%" gap={0}>
      <ScrollArea style={{ flex: 1 }} component="nav" aria-label={t('Main menu')}>
        {NAV_BY_ROLE[role].map((item) => (
          <NavLinkLink
            key={item.to}
            to={item.to}
            activeOptions={{ exact: HOMES.includes(item.to), includeSearch: false }}
            // i18n-dynamic: the labels are msg() keys in nav.ts
            label={t(item.label)}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={isActivePath(pathname, item.to, HOMES)}
            onClick={(event: MouseEvent) => {
              if (isPlainClick(event)) onNavigate();
            }}
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
