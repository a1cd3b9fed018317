import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/stores/session';
import { useSignOut } from '../auth/auth.mutations';
import { HeaderBar } from './HeaderBar';
import { SidebarNav } from './SidebarNav';

interface AppLayoutProps {
  user: SessionUser;
  children: ReactNode;
}

/** The signed-in shell: header, the role's sidebar (a slide-over below the sm breakpoint), the page. */
export function AppLayout({ user, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const signOut = useSignOut();
  const { t } = useTranslation('common');
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <HeaderBar user={user} navOpened={opened} onToggleNav={toggle} onSignOut={signOut} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section>
          <Text fw={800} size="lg" c="bingo.7" px="sm" pb="sm" lts={1}>
            {t('BINGO')}
          </Text>
        </AppShell.Section>
        <AppShell.Section grow component="div" style={{ minHeight: 0 }}>
          <SidebarNav role={user.role} onNavigate={close} onSignOut={signOut} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}
