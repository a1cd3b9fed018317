import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '@/features/shell/role-name';
import type { SessionUser } from '@/stores/session';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const roleName = useRoleName();
  const name = user.email.split('@')[0] ?? user.email;
  const settingsPath = user.role === 'Cashier' ? '/cashier/settings' : '/profile';
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('User menu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="bingo" radius="xl" size={34}>
              {user.email.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {roleName(user.role)}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate({ to: '/profile' })}>
          {t('Your Profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          onClick={() => void navigate({ to: settingsPath })}
        >
          {t('Settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {t('Sign out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
