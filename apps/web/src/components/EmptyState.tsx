import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  hint?: string;
  action?: ReactNode;
}

export function EmptyState({ message, hint, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text c="dimmed">{message}</Text>
      {hint ? (
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
