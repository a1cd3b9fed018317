import type { LiveGame } from '@bingo/contracts';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/lib/api';
import { useSession } from '@/stores/session';
import { httpGameRemote } from '../games.api';
import { setupOf } from '../live-game';
import { isOfflineCopy, withOfflineCopy } from '../offline-copy';
import { useHallTheme } from '../themes';
import { useOnline } from '../use-online';
import { GameScreen, type GameScreenProps } from './GameScreen';

export interface GameLoaderProps extends Omit<GameScreenProps, 'restore'> {
  /** No game runs on the server and no cards were sold: there is nothing to play. */
  onNothingToPlay: () => void;
}

/**
 * The game screen as it opens: the server is asked first whether this cashier has a game running
 * (after a reload, a closed tab, another PC); that game is shown paused at its last call, otherwise a
 * new game is set up from the cards just sold.
 */
export function GameLoader({ onNothingToPlay, remote: given = httpGameRemote, ...screen }: GameLoaderProps) {
  const userId = useSession((s) => s.user?.id ?? null);
  const remote = useMemo(() => (userId ? withOfflineCopy(given, userId) : given), [given, userId]);
  const current = useQuery({
    queryKey: ['games', 'current', 'screen'],
    queryFn: ({ signal }) => remote.current(signal),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  // Decided once: the screen never switches games under the cashier when the query refreshes.
  const [restore, setRestore] = useState<{ game: LiveGame | null } | null>(null);
  useEffect(() => {
    if (current.isSuccess && restore === null) setRestore({ game: current.data });
  }, [current.isSuccess, current.data, restore]);
  const nothing = restore !== null && restore.game === null && screen.setup.selectedCards.length === 0;
  useEffect(() => {
    if (nothing) onNothingToPlay();
  }, [nothing, onNothingToPlay]);

  if (restore?.game) {
    return (
      <>
        {isOfflineCopy(restore.game) && <OfflineCopyNotice released={restore.game.calls.length} />}
        <GameScreen {...screen} setup={setupOf(restore.game)} restore={restore.game} remote={remote} />
      </>
    );
  }
  if (restore && !nothing) return <GameScreen {...screen} remote={remote} />;
  if (nothing) return null;
  return (
    <Waiting error={current.error ? messageOf(current.error) : null} onRetry={() => current.refetch()} />
  );
}

function Waiting({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('hall');
  const { color, background } = useHallTheme('play');
  return (
    <Center h="100vh" style={{ background }} data-testid="restore-status">
      <Paper p="xl" radius="lg" maw={560} w="90%">
        {error === null ? (
          <Group gap="md" wrap="nowrap">
            <Loader color={color} />
            <Text size="lg">{t('Opening the game: asking the server for a running game…')}</Text>
          </Group>
        ) : (
          <Stack gap="md">
            <Title order={3}>{t('The server could not be reached')}</Title>
            <Alert color="yellow" variant="light" role="alert">
              {t(
                'The server did not answer ({{error}}). A paid game stays on the server: try again when the connection is back.',
                { error },
              )}
            </Alert>
            <Group justify="flex-end">
              <Button color={color} onClick={onRetry}>
                {t('Try again')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}

/** Shown over the console drawn from this PC's copy, until the browser is back online. */
function OfflineCopyNotice({ released }: { released: number }) {
  const { t } = useTranslation('hall');
  const online = useOnline();
  if (online) return null;
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
