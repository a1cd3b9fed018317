import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { httpGameRemote, outageDetail } from '../games.api';
import { setupOf } from '../live-game';
import { useHallTheme } from '../themes';
import { GameScreen, type GameScreenProps } from './GameScreen';
import { useGameRestore } from './use-game-restore';

export interface GameLoaderProps extends Omit<GameScreenProps, 'restore' | 'serverUnreachable'> {
  /** No game runs on the server and no cards were sold: there is nothing to play. */
  onNothingToPlay: () => void;
}

/**
 * The game screen as it opens: the server is asked first whether this cashier has a game running
 * (after a reload, a closed tab, another PC); that game is shown paused at its last call, otherwise a
 * new game is set up from the cards just sold. While the server gives no answer, the screen says so
 * and asks again (see useGameRestore).
 */
export function GameLoader({ onNothingToPlay, remote: given = httpGameRemote, ...screen }: GameLoaderProps) {
  const { restore, remote, unreachable, error, retrying, retry } = useGameRestore(given);
  const nothing = restore !== null && restore.game === null && screen.setup.selectedCards.length === 0;
  useEffect(() => {
    if (nothing) onNothingToPlay();
  }, [nothing, onNothingToPlay]);

  if (restore?.game) {
    return (
      <>
        {unreachable && <OfflineCopyNotice released={restore.game.calls.length} />}
        <GameScreen
          // The server's answer taking the copy's place draws the console afresh from it.
          key={restore.copy ? 'copy' : 'server'}
          {...screen}
          setup={setupOf(restore.game)}
          restore={restore.game}
          remote={remote}
          serverUnreachable={unreachable}
        />
      </>
    );
  }
  if (restore && !nothing) return <GameScreen {...screen} remote={remote} />;
  if (nothing) return null;
  return (
    <Waiting
      failed={Boolean(error)}
      detail={error ? outageDetail(error) : null}
      retrying={retrying}
      onRetry={retry}
    />
  );
}

function Waiting({
  failed,
  detail,
  retrying,
  onRetry,
}: {
  /** The server has not answered (or refused): the screen says why instead of waiting. */
  failed: boolean;
  /** What stood in the server's answer's place, when anything did (see outageDetail). */
  detail: string | null;
  /** No answer yet: the server is asked again by itself. */
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('hall');
  const { color, background } = useHallTheme('play');
  return (
    <Center h="100vh" style={{ background }} data-testid="restore-status">
      <Paper p="xl" radius="lg" maw={560} w="90%">
        {!failed ? (
          <Group gap="md" wrap="nowrap">
            <Loader color={color} />
            <Text size="lg">{t('Opening the game: asking the server for a running game…')}</Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Title order={3}>{t('The server could not be reached')}</Title>
            {retrying ? (
              // Asked again by itself, so there is nothing to press: the game opens once the server answers.
              <Alert color="yellow" variant="light" role="alert" icon={<Loader size="sm" color={color} />}>
                {detail === null
                  ? t(
                      'The server did not answer. A paid game stays on the server: the screen keeps asking, and opens the game as soon as the server answers.',
                    )
                  : t(
                      'The server did not answer ({{error}}). A paid game stays on the server: the screen keeps asking, and opens the game as soon as the server answers.',
                      { error: detail },
                    )}
              </Alert>
            ) : (
              <>
                <Alert color="yellow" variant="light" role="alert">
                  {detail === null
                    ? t(
                        'The server did not answer. A paid game stays on the server: try again when the connection is back.',
                      )
                    : t(
                        'The server did not answer ({{error}}). A paid game stays on the server: try again when the connection is back.',
                        { error: detail },
                      )}
                </Alert>
                <Group justify="flex-end">
                  <Button color={color} onClick={onRetry}>
                    {t('Try again')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}

/** Shown over the console drawn from this PC's copy, until the server answers. */
function OfflineCopyNotice({ released }: { released: number }) {
  const { t } = useTranslation('hall');
  return (
    <Alert
      color="yellow"
      variant="filled"
      role="status"
      data-testid="offline-copy"
      title={t('The server could not be reached')}
      style={{
        position: 'fixed',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 400,
        maxWidth: 640,
      }}
    >
      {t(
        "This PC's copy of the game, at call {{call}}. The calls wait on the server: press Continue when the connection is back.",
        { call: released },
      )}
    </Alert>
  );
}
