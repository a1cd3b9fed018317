import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppAnchor } from '@/components/AppLink';
import { LoadingState } from '@/components/LoadingState';

interface SectionCardProps {
  title: string;
  action?: ReactNode;
  /** A spinner stands in for the content while its data loads. */
  loading?: boolean;
  children: ReactNode;
}

/** A titled panel of a dashboard, with an optional link or button on the right. */
export function SectionCard({ title, action, loading = false, children }: SectionCardProps) {
  return (
    <Paper withBorder p="md" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {loading ? <LoadingState /> : children}
    </Paper>
  );
}

/** A section's link to the page with the whole list. */
export function ViewAllLink({ href, children }: { href: string; children?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <AppAnchor href={href} size="sm">
      {children ?? t('View All')}
    </AppAnchor>
  );
}
