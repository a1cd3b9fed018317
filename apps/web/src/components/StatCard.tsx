import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A smaller line under the figure (e.g. an average or a net amount). */
  description?: ReactNode;
  icon?: ReactNode;
  color?: string;
  loading?: boolean;
  footer?: ReactNode;
}

export function StatCard({
  label,
  value,
  description,
  icon,
  color = 'bingo',
  loading,
  footer,
}: StatCardProps) {
  return (
    <Paper withBorder p="md" shadow="xs" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={28} w={120} />
          ) : (
            <Text fz={24} fw={700} lh={1.2} data-testid="stat-value">
              {value}
            </Text>
          )}
          {description ? (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {icon ? (
          <ThemeIcon size={40} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
      {footer ? <Group mt="sm">{footer}</Group> : null}
    </Paper>
  );
}
