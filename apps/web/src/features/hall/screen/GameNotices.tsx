import { BALL_COUNT } from '@bingo/engine';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERRUPTED_START_NOTICE } from '../hall.store';
import { allCalled, shortCommitment } from '../live-game';
import type { HallGame } from '../use-hall-game';
import { CONNECTION_LOST_MESSAGE } from '../use-server-calls';
import { VerifyQr } from './VerifyQr';

/** What the hall must know now: the draw's commitment, a lost line, a stopped call, the game's end. */
export function GameNotices({
  game,
  restoredAt,
  color,
  newBuild = false,
  ratesFailure = null,
}: {
  game: HallGame;
  /** The call a game taken back from the server stood at, until Continue is pressed. */
  restoredAt: number | null;
  color: string;
  /** A new version of the app was deployed: it waits for this game (see new-build-hold). */
  newBuild?: boolean;
  /** The commission rates failed to load, so no prize can be shown before Start. */
  ratesFailure?: string | null;
}) {
  const { t } = useTranslation('hall');
  const { state, started } = game;
  const noWinner = allCalled(state) && state.winner === null;
  return (
    <>
      {started && state.calledCount === 0 && (
        <Alert color="dark" variant="filled" py={8} data-testid="commitment">
          <Text fw={700}>
            {t(
              'Draw sealed before the first call: commitment {{commitment}}… Check it after the game on the verify page.',
              { commitment: shortCommitment(started.commitment) },
            )}
          </Text>
        </Alert>
      )}
      {restoredAt !== null && state.status === 'paused' && (
        <Alert color="blue" variant="filled" py={8} data-testid="restored-notice">
          <Text fw={700}>
            {t('Game restored from the server at call {{call}}. Press Continue to resume calling.', {
              call: restoredAt,
            })}
          </Text>
        </Alert>
      )}
      {newBuild && (
        <Alert color="blue" variant="light" py={8} data-testid="new-build">
          <Text fw={700}>
            {t('A new version of the app is ready. The page reloads with it when you leave this game.')}
          </Text>
        </Alert>
      )}
      {ratesFailure && (
        <Alert color="red" variant="filled" py={8} role="alert" data-testid="rates-failure">
          <Text fw={700}>{ratesFailure}</Text>
        </Alert>
      )}
      {game.connectionLost && state.status !== 'finished' && (
        <Alert color="orange" variant="filled" py={8} role="alert" data-testid="connection-lost">
          {/* i18n-dynamic: CONNECTION_LOST_MESSAGE is a msg() key in use-server-calls.ts */}
          <Text fw={700}>{t(CONNECTION_LOST_MESSAGE)}</Text>
        </Alert>
      )}
      {game.stoppedBy && state.status !== 'finished' && (
        <Alert color="red" variant="filled" py={8} role="alert" data-testid="calls-stopped">
          <Text fw={700}>{t('The server stopped the calls: {{reason}}', { reason: game.stoppedBy })}</Text>
        </Alert>
      )}
      {game.controlError && (
        <Alert color="red" variant="filled" py={8} role="alert">
          <Text fw={700}>{game.controlError}</Text>
        </Alert>
      )}
      {game.endError && (
        <Alert color="red" variant="filled" py={8} role="alert" data-testid="end-error">
          <Text fw={700}>{game.endError}</Text>
        </Alert>
      )}
      {game.interruptedStart && state.status === 'idle' && !game.starting && (
        <Alert color="yellow" variant="filled" py={8} data-testid="interrupted-start">
          {/* i18n-dynamic: INTERRUPTED_START_NOTICE is a msg() key in hall.store.ts */}
          <Text fw={700}>{t(INTERRUPTED_START_NOTICE)}</Text>
        </Alert>
      )}
      {game.startError && (
        <Alert color="red" variant="filled" title={game.startError} withCloseButton={false} role="alert">
          <Text size="sm">
            {game.startUnanswered
              ? t(
                  'The server did not answer. Press Start again: if the purchase went through, the same game is played and nothing is charged twice.',
                )
              : t('No money was taken. You can try Start again.')}
          </Text>
        </Alert>
      )}
      {noWinner && !game.ended && (
        <Alert color="yellow" variant="filled" data-testid="all-called">
          <Group justify="space-between">
            <Text fw={700}>
              {t('All {{total}} numbers have been called. Check the claimed cards, or finish the game.', {
                total: BALL_COUNT,
              })}
            </Text>
            <Button color={color} onClick={game.finish}>
              {t('Finish the game')}
            </Button>
          </Group>
        </Alert>
      )}
      {noWinner && game.ended && started && (
        <Alert color="gray" variant="filled" data-testid="game-over">
          <Group justify="space-between" align="center">
            <Text fw={700}>{t('The game ended with no winner.')}</Text>
            <VerifyQr gameId={started.gameId} size={120} />
          </Group>
        </Alert>
      )}
    </>
  );
}
