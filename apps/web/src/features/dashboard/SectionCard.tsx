import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled panel of a dashboard, with an optional link or button on the right. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
