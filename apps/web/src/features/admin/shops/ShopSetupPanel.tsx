import { effectiveMinCards } from '@bingo/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/links';
import { Money } from '@/components/Money';
import { gameSettingsQueries } from '@/features/game-settings/game-settings.queries';
import { LAST_CALL_RULE_LABELS } from '@/features/game-settings/last-call-rule';
import { jackpotQueries } from '@/features/jackpots/jackpots.queries';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** What the shop's cashier plays with: its game settings and its jackpot, each managed on its own screen. */
export function ShopSetupPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation('admin');
  const settings = useQuery({
    ...gameSettingsQueries.list(),
    select: (list) => list.items.find((s) => s.shopId === shopId) ?? null,
  });
  const jackpot = useQuery({
    ...jackpotQueries.list(),
    select: (list) => list.items.find((j) => j.shopId === shopId) ?? null,
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('Game Settings')}</Title>
          <AnchorLink to="/admin/game-settings" size="sm">
            {t('Manage')}
          </AnchorLink>
        </Group>
        {settings.isError ? (
          <Text c="red">{t('Failed to load game settings. Please try again later.')}</Text>
        ) : settings.data ? (
          <Stack gap={6}>
            <Line label={t('Cards per game')}>
              {effectiveMinCards(settings.data.minCards)} – {settings.data.maxCards}
            </Line>
            <Line label={t('Default Bet Amount')}>
              <Money value={settings.data.defaultBetAmount} />
            </Line>
            <Line label={t('Minimum Stake')}>
              <Money value={settings.data.minStackAmount} />
            </Line>
            <Line label={t('Late claims')}>{LAST_CALL_RULE_LABELS[settings.data.lastCallRule]}</Line>
          </Stack>
        ) : settings.isSuccess ? (
          <Text c="dimmed" size="sm">
            {t('No settings saved; games use the defaults.')}
          </Text>
        ) : null}
      </Paper>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{t('Jackpot')}</Title>
          <AnchorLink to="/admin/jackpot" size="sm">
            {t('Manage')}
          </AnchorLink>
        </Group>
        {jackpot.isError ? (
          <Text c="red">{t('Failed to load jackpot data. Please try again later.')}</Text>
        ) : jackpot.data ? (
          <Stack gap={6}>
            <Line label={t('Bonus Amount')}>
              <Money value={jackpot.data.bonusAmount} />
            </Line>
            <Line label={t('Status')}>
              <Badge color={jackpot.data.status === 1 ? 'green' : 'gray'} variant="light">
                {jackpot.data.status === 1 ? t('Active') : t('Inactive')}
              </Badge>
            </Line>
          </Stack>
        ) : jackpot.isSuccess ? (
          <Text c="dimmed" size="sm">
            {t('No jackpot for this shop.')}
          </Text>
        ) : null}
      </Paper>
    </SimpleGrid>
  );
}
