import { IconArrowLeft } from '@tabler/icons-react';
import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';

/** A page header's 'Back' to the page it was opened from; `to` is checked against the routes. */
export function BackButton<TOptions>(props: ValidateLinkOptions<RegisteredRouter, TOptions>): ReactNode;
export function BackButton(props: ValidateLinkOptions) {
  const { t } = useTranslation('routes');
  return (
    <ButtonLink {...props} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('Back')}
    </ButtonLink>
  );
}
