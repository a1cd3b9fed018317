import { Group } from '@mantine/core';
import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/links';

interface MemberLinksProps<TView = unknown, TTransfer = unknown> {
  /** Where 'View' leads: the page about this person. */
  view: ValidateLinkOptions<RegisteredRouter, TView>;
  /** Where 'Transfer' leads: the viewer's transfer screen with this person chosen. */
  transfer: ValidateLinkOptions<RegisteredRouter, TTransfer>;
  /** False for an inactive member: no money is sent to one, so no Transfer is offered. */
  canTransfer: boolean;
}

/** A dashboard row's two ways on for a person the viewer manages. */
export function MemberLinks<TView, TTransfer>(props: MemberLinksProps<TView, TTransfer>): ReactNode;
export function MemberLinks({ view, transfer, canTransfer }: MemberLinksProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="sm">
      <AnchorLink {...view} size="sm">
        {t('View')}
      </AnchorLink>
      {canTransfer ? (
        <AnchorLink {...transfer} size="sm">
          {t('Transfer')}
        </AnchorLink>
      ) : null}
    </Group>
  );
}
