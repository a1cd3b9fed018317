import { effectiveMinCards } from '@bingo/contracts';
import { BALL_COUNT, cardCountProblem, DECK_SIZE, GAME_TYPES } from '@bingo/engine';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ErrorBanner';
import { CardPicker } from '@/features/hall/CardPicker';
import { useCashierLabels } from '@/features/hall/cashier/cashier-labels';
import { GameMoney } from '@/features/hall/cashier/GameMoney';
import { LeaveConfirm } from '@/features/hall/cashier/LeaveConfirm';
import { ThemedPage } from '@/features/hall/cashier/ThemedPage';
import { hallQueries } from '@/features/hall/hall.queries';
import { MIN_STEP_VALUE, STEP, stepperBets, useHallStore } from '@/features/hall/hall.store';
import { PatternPreview } from '@/features/hall/PatternPreview';
import { Stepper } from '@/features/hall/Stepper';
import { useHallTheme } from '@/features/hall/themes';
import { UnfinishedGameOffer } from '@/features/hall/UnfinishedGameOffer';
import { useTierRate } from '@/features/hall/use-tier-rate';
import { messageText } from '@/i18n/message-text';
import { formatBirr } from '@/lib/format';

/** Why PLAY cannot go on yet, or null: the server's check at Start, in the cashier's language. */
function playProblem(count: number, minCards: number, maxCards: number): string | null {
  const problem = cardCountProblem(count, minCards, maxCards);
  return problem === null ? null : messageText(problem);
}

/** The cashier's second step: the bet, the bonus rule and the cards sold, then PLAY. */
export function SelectCardsPage() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const { color } = useHallTheme('play');
  const hall = useHallStore();
  const settings = useQuery(hallQueries.gameSettings());
  const jackpot = useQuery(hallQueries.jackpot());
  const labels = useCashierLabels();
  const [problem, setProblem] = useState<string | null>(null);
  const playing = useRef(false);

  const bets = settings.data ? stepperBets(settings.data) : null;
  const minBet = bets?.minBet ?? MIN_STEP_VALUE;
  // A bet kept in this tab from an earlier game is raised to the shop's minimum, which the Admin may
  // have raised since: Start would refuse it.
  const bet = bets ? Math.max(bets.minBet, hall.betAmount ?? bets.defaultBet) : (hall.betAmount ?? 10);
  // The bonus is the shop's active jackpot: the server sets it at Start, the cashier cannot change it.
  const bonusAmount = jackpot.data?.bonusAmount ?? 0;
  const rate = useTierRate(hall.typeIndex);

  const { setBet, setBonusAmount } = hall;
  // The bet starts at the shop's default bet once it is known, and is kept at or above its minimum;
  // the bonus shown follows the jackpot.
  const betsKnown = bets !== null;
  useEffect(() => {
    if (betsKnown && hall.betAmount !== bet) setBet(bet);
  }, [hall.betAmount, betsKnown, bet, setBet]);
  useEffect(() => {
    if (jackpot.data) setBonusAmount(jackpot.data.bonusAmount);
  }, [jackpot.data, setBonusAmount]);

  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => !playing.current && next.pathname !== '/select-cards',
    // A reload keeps the selection (it lives in this tab's session storage), so it needs no warning.
    enableBeforeUnload: false,
    withResolver: true,
  });

  // Once PLAY was refused, the message follows the selection and goes when the selection is fine.
  const shownProblem = problem
    ? playProblem(
        hall.selectedCards.length,
        settings.data?.minCards ?? 1,
        settings.data?.maxCards ?? DECK_SIZE,
      )
    : null;

  const play = () => {
    const reason = playProblem(
      hall.selectedCards.length,
      settings.data?.minCards ?? 1,
      settings.data?.maxCards ?? DECK_SIZE,
    );
    setProblem(reason);
    if (reason) return;
    goToGame();
  };

  const goToGame = () => {
    playing.current = true;
    void navigate({ to: '/game' });
  };

  return (
    <ThemedPage kind="play">
      {settings.error && <ErrorBanner message={t('Failed to load game settings. Please try again later.')} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper p="lg" radius="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Button
                  variant="subtle"
                  color="gray"
                  leftSection={<IconArrowLeft size={18} />}
                  onClick={() => navigate({ to: '/play' })}
                >
                  {t('Back')}
                </Button>
                <Title order={3}>{labels.gameType(GAME_TYPES[hall.gameType]?.name)}</Title>
              </Group>
              <Group justify="center">
                <PatternPreview
                  gameType={hall.gameType}
                  cellSize={42}
                  color={`var(--mantine-color-${color}-7)`}
                />
              </Group>
              <Group align="flex-end" gap="xl">
                <Stepper
                  label={t('Bonus Type')}
                  value={hall.bonusWithinCalls}
                  onChange={hall.setBonusWithinCalls}
                  step={STEP}
                  min={MIN_STEP_VALUE}
                  max={BALL_COUNT}
                  format={(n) => t('Within {{calls}} calls', { calls: n })}
                  color={color}
                />
                <Stack gap={2}>
                  <Text fw={500} size="sm">
                    {t('Bonus Amount')}
                  </Text>
                  <Text fw={800} size="xl" data-testid="bonus-amount">
                    {formatBirr(bonusAmount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {jackpot.data ? messageText(jackpot.data.message) : t("The shop's active jackpot")}
                  </Text>
                </Stack>
              </Group>
              <Stepper
                label={t('Bet Amount')}
                value={bet}
                onChange={setBet}
                step={STEP}
                min={minBet}
                format={formatBirr}
                color={color}
              />
              <GameMoney
                cards={hall.selectedCards.length}
                bet={bet}
                ratePercent={rate.ratePercent}
                ratesFailure={rate.failure}
              />
              {shownProblem && (
                <Alert color="red" variant="filled" role="alert">
                  {shownProblem}
                </Alert>
              )}
              <Button size="xl" color={color} leftSection={<IconPlayerPlay />} onClick={play}>
                {t('PLAY')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper p="lg" radius="lg">
            <CardPicker selected={hall.selectedCards} onToggle={hall.toggleCard} color={color} />
            {settings.data && (
              <Text size="sm" c="dimmed" mt="sm">
                {t('{{min}} to {{max}} cards per game.', {
                  min: effectiveMinCards(settings.data.minCards),
                  max: settings.data.maxCards,
                })}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <LeaveConfirm
        opened={blocker.status === 'blocked'}
        title={t('Leave card selection?')}
        message={t('The cards you selected will be cleared.')}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          hall.clearCards();
          blocker.proceed?.();
        }}
      />
      <UnfinishedGameOffer onReturn={goToGame} />
    </ThemedPage>
  );
}
