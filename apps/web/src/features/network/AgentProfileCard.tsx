import type { User } from '@bingo/contracts';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact, FactGrid } from '@/components/Fact';
import { formatDateTime } from '@/lib/format';
import { UserStatusFailure } from '../users/UserStatusFailure';
import { useToggleUserStatus } from '../users/users.mutations';

/** Contact details and status of one agent, with the activate/deactivate switch. */
export function AgentProfileCard({ agent }: { agent: User }) {
  const { t } = useTranslation('network');
  const toggle = useToggleUserStatus();
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('Agent details')}>
      <Group justify="space-between" align="flex-start" mb="md">
        <Group gap="xs">
          <Text fw={600}>{t('Contact')}</Text>
          <Badge color={agent.isActive ? 'green' : 'gray'} variant="light">
            {agent.isActive ? t('Active') : t('Inactive')}
          </Badge>
        </Group>
        <Button
          size="xs"
          variant="light"
          color={agent.isActive ? 'red' : 'green'}
          leftSection={agent.isActive ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
          loading={toggle.isPending}
          onClick={() => toggle.mutate({ id: agent.id, isActive: !agent.isActive })}
        >
          {agent.isActive ? t('Deactivate') : t('Activate')}
        </Button>
      </Group>
      <UserStatusFailure error={toggle.error} />
      <FactGrid wide={3}>
        <Fact label={t('Email')}>{agent.email}</Fact>
        <Fact label={t('Phone Number')}>{agent.phoneNumber ?? '-'}</Fact>
        <Fact label={t('Shops')}>{agent.shopsCount}</Fact>
        <Fact label={t('Last Login')}>{agent.lastLogin ? formatDateTime(agent.lastLogin) : t('Never')}</Fact>
        <Fact label={t('Member Since')}>{formatDateTime(agent.createdAt)}</Fact>
      </FactGrid>
    </Paper>
  );
}
