import { effectiveMinCards } from '@bingo/contracts';
import { GAME_TYPES } from '@bingo/engine';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { PageHeader } from '@/components/PageHeader';
import { VOICE_LABELS } from '@/features/audio/voices';
import { useCashierLabels } from '@/features/hall/cashier/cashier-labels';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';
import { hallQueries, rateForTier } from '@/features/hall/hall.queries';
import { GAME_SPEEDS, stepperBets, useHallStore } from '@/features/hall/hall.store';
import { PatternPreview } from '@/features/hall/PatternPreview';
import { useHallTheme } from '@/features/hall/themes';
import { UnfinishedGameOffer } from '@/features/hall/UnfinishedGameOffer';
import { messageOf } from '@/lib/api';
import { formatBirr } from '@/lib/format';
import { usePreferences } from '@/stores/preferences';

const TIERS = Array.from({ length: 9 }, (_, i) => i + 1);

/** The cashier's first step of a game: its type, speed, commission tier and caller voice. */
export function GameSetupPage() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const { color } = useHallTheme('play');
  const setup = useHallStore();
  const voice = usePreferences((s) => s.language);
  const setVoice = usePreferences((s) => s.setLanguage);
  const settings = useQuery(hallQueries.gameSettings());
  const rates = useQuery(hallQueries.commissionRates());
  const labels = useCashierLabels();
  const bets = settings.data ? stepperBets(settings.data) : null;

  return (
    <ThemedPage kind="play">
      <Paper p="lg" radius="lg" maw={1100} mx="auto">
        <PageHeader title={t('Play Game')} subtitle={t('Choose the game, then sell the cards.')} />
        {settings.error && (
          <ErrorBanner message={t('Failed to load game settings. Please try again later.')} />
        )}
        <Title order={4} mb="sm">
          {t('Game Type')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mb="lg" role="radiogroup" aria-label={t('Game Type')}>
          {GAME_TYPES.map((type) => {
            const chosen = setup.gameType === type.index;
            return (
              <UnstyledButton
                key={type.index}
                role="radio"
                aria-checked={chosen}
                onClick={() => setup.configure({ gameType: type.index })}
                p="sm"
                style={{
                  borderRadius: 12,
                  border: chosen
                    ? `3px solid var(--mantine-color-${color}-7)`
                    : '3px solid var(--mantine-color-gray-3)',
                  background: chosen ? `var(--mantine-color-${color}-0)` : '#fff',
                }}
              >
                <Stack gap={6} align="center">
                  <PatternPreview
                    gameType={type.index}
                    cellSize={18}
                    color={`var(--mantine-color-${color}-7)`}
                  />
                  <Text fw={700} ta="center" size="sm">
                    {labels.gameType(type.name)}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
          <Select
            label={t('Game Speed')}
            description={t('Seconds between calls')}
            data={GAME_SPEEDS.map((s) => ({ value: String(s), label: t('{{seconds}} s', { seconds: s }) }))}
            value={String(setup.speed)}
            onChange={(v) => v && setup.configure({ speed: Number(v) })}
            allowDeselect={false}
          />
          <Select
            label={t('Commission')}
            description={
              rates.error
                ? t('Failed to load commission rates: {{error}}', { error: messageOf(rates.error) })
                : t('Tier and the rate it gives')
            }
            data={TIERS.map((tier) => {
              const rate = rateForTier(rates.data, tier);
              return {
                value: String(tier),
                // No rate is named before the saved ones are known: the default may not be the tier's.
                label:
                  rate === null
                    ? t('Tier {{tier}}', { tier })
                    : t('Tier {{tier}} — {{rate}}%', { tier, rate }),
              };
            })}
            value={String(setup.typeIndex)}
            onChange={(v) => v && setup.configure({ typeIndex: Number(v) })}
            allowDeselect={false}
          />
          <Select
            label={t('Voice')}
            description={t('Who calls the numbers')}
            data={VOICE_LABELS.map((v) => ({ value: v, label: labels.voices[v] }))}
            value={VOICE_LABELS.includes(voice as (typeof VOICE_LABELS)[number]) ? voice : VOICE_LABELS[0]}
            onChange={(v) => v && setVoice(v)}
            allowDeselect={false}
          />
        </SimpleGrid>
        {settings.data && bets && (
          <Text c="dimmed" mb="lg" data-testid="shop-settings">
            {t('{{shop}}: {{min}}–{{max}} cards per game, default bet {{bet}}, minimum bet {{minBet}}.', {
              shop: settings.data.shopName,
              min: effectiveMinCards(settings.data.minCards),
              max: settings.data.maxCards,
              bet: formatBirr(bets.defaultBet),
              minBet: formatBirr(bets.minBet),
            })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="lg"
            color={color}
            rightSection={<IconArrowRight />}
            onClick={() => navigate({ to: '/select-cards' })}
          >
            {t('Select Cards')}
          </Button>
        </Group>
      </Paper>
      <UnfinishedGameOffer onReturn={() => navigate({ to: '/game' })} />
    </ThemedPage>
  );
}
