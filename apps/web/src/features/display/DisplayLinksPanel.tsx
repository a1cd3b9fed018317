import type { UiLanguage } from '@bingo/contracts';
import {
  Button,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CHOICES } from '@/components/LanguageSwitch';
import { isUiLanguage } from '@/i18n/catalogs';
import { useLocale } from '@/i18n/locale';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { displayQueries } from './display.queries';
import { displayLinkUrl } from './display-language';
import { createDisplayLink, revokeDisplayLink } from './display-links.api';

/**
 * The shop's read-only display links: a TV's browser opens one and follows the game with no login.
 * The link is shown once, when made (the server keeps only its hash); revoking stops it at once.
 */
export function DisplayLinksPanel({ color }: { color: string }) {
  const { t } = useTranslation('display');
  const client = useQueryClient();
  const links = useQuery(displayQueries.links());
  const [made, setMade] = useState<{ id: string; token: string } | null>(null);
  // The TV's own language, in its link: the players may read another than the cashier's screen.
  const [tvLanguage, setTvLanguage] = useState<UiLanguage>(useLocale.getState().language);
  const madeUrl = made && displayLinkUrl(window.location.origin, made.token, tvLanguage);
  const refresh = () => client.invalidateQueries({ queryKey: displayQueries.links().queryKey });
  const create = useMutation({
    mutationFn: createDisplayLink,
    onSuccess: (link) => {
      setMade({ id: link.id, token: link.token });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokeDisplayLink,
    onSuccess: (_, id) => {
      // A revoked link must not stay on show as the new one to copy: it opens nothing now.
      setMade((shown) => (shown?.id === id ? null : shown));
      void refresh();
    },
  });
  // A failed revoke must not pass unseen: the TV would go on showing the shop's game.
  const failure = create.error ?? revoke.error ?? links.error;

  return (
    <Paper withBorder p="lg" radius="md" data-testid="display-links">
      <Title order={3} mb="xs">
        {t('Display on another device')}
      </Title>
      <Text size="sm" mb="md">
        {t("Open this link in a TV's browser: it shows your shop's game, read-only, without login.")}
      </Text>
      <Button color={color} loading={create.isPending} onClick={() => create.mutate()}>
        {t('Create display link')}
      </Button>
      {failure && (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {messageOf(failure)}
        </Text>
      )}
      {madeUrl && (
        <Stack mt="md" gap="xs">
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t('New display link (shown only now)')}
              value={madeUrl}
              readOnly
              style={{ flex: 1 }}
              data-testid="display-link-url"
            />
            <CopyButton value={madeUrl}>
              {({ copied, copy }) => (
                <Button variant="light" color={color} onClick={copy}>
                  {copied ? t('Copied') : t('Copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group gap="xs">
            <Text size="sm">{t('Language on the TV')}</Text>
            <SegmentedControl
              aria-label={t('Language on the TV')}
              size="xs"
              value={tvLanguage}
              data={LANGUAGE_CHOICES}
              onChange={(value) => {
                if (isUiLanguage(value)) setTvLanguage(value);
              }}
            />
          </Group>
        </Stack>
      )}
      <Stack gap="xs" mt="md">
        {links.data?.items.map((link) => (
          <Group key={link.id} justify="space-between" data-testid="display-link-row">
            <Text size="sm">{t('Link made {{date}}', { date: formatDateTime(link.createdAt) })}</Text>
            <Button
              size="xs"
              variant="outline"
              color="red.8"
              loading={revoke.isPending && revoke.variables === link.id}
              onClick={() => revoke.mutate(link.id)}
            >
              {t('Revoke')}
            </Button>
          </Group>
        ))}
        {links.data?.items.length === 0 && <Text size="sm">{t('No display link is live.')}</Text>}
      </Stack>
    </Paper>
  );
}
