import type { User } from '@bingo/contracts';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusFailure } from '@/lib/failure-messages';
import { formatDateTime } from '@/lib/format';
import { useToggleUserStatus } from '../users/users.mutations';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

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
          onClick={() => toggle.mutate(agent.id)}
        >
          {agent.isActive ? t('Deactivate') : t('Activate')}
        </Button>
      </Group>
      {toggle.isError ? (
        <Alert color="red" role="alert" mb="md">
          {statusFailure(toggle.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <Field label={t('Email')}>{agent.email}</Field>
        <Field label={t('Phone Number')}>{agent.phoneNumber ?? '-'}</Field>
        <Field label={t('Shops')}>{agent.shopsCount}</Field>
        <Field label={t('Last Login')}>
          {agent.lastLogin ? formatDateTime(agent.lastLogin) : t('Never')}
        </Field>
        <Field label={t('Member Since')}>{formatDateTime(agent.createdAt)}</Field>
      </SimpleGrid>
    </Paper>
  );
}
