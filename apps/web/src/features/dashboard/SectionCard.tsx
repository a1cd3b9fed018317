import { Anchor, type AnchorProps, Group, Paper, Title } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

type ViewAllAnchorProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const ViewAllAnchor = forwardRef<HTMLAnchorElement, ViewAllAnchorProps>(({ children, ...props }, ref) => {
  const { t } = useTranslation('dashboard');
  return (
    <Anchor ref={ref} size="sm" {...props}>
      {children ?? t('View All')}
    </Anchor>
  );
});
ViewAllAnchor.displayName = 'ViewAllAnchor';

/** A section's link to the page with the whole list ('View All' unless other words are given). */
export const ViewAllLink = createLink(ViewAllAnchor);
