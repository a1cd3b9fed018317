import type { Role } from '@bingo/contracts';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
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
  const navigate = useNavigate();
  const follow = (to: string) => (event: MouseEvent) => {
    // Plain clicks stay in the app; modified clicks keep the browser's new-tab behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate();
    void navigate({ href: to });
  };
  return (
    <Stack justify="space-between" h="100%" gap={0}>
      <ScrollArea style={{ flex: 1 }} component="nav" aria-label="Main menu">
        {NAV_BY_ROLE[role].map((item) => (
          <NavLink
            key={item.to}
            href={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={isActivePath(pathname, item.to, HOMES)}
            onClick={follow(item.to)}
            variant="light"
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            mb={2}
          />
        ))}
      </ScrollArea>
      <NavLink
        component="button"
        label={role === 'Cashier' ? 'Logout' : 'Sign Out'}
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
