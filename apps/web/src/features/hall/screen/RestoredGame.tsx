import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ActiveGame, setupOf } from '../active-game';
import { httpGameRemote } from '../games.api';
import { useHallTheme } from '../themes';
import { useVerifiedGame, type Verification } from '../use-verified-game';
import { GameScreen, type GameScreenProps } from './GameScreen';

export interface RestoredGameProps extends Omit<GameScreenProps, 'setup' | 'restore' | 'voice'> {
  /** The paid game this tab saved before it was reloaded. */
  saved: ActiveGame;
}

/**
 * The game screen after a reload: the saved game is confirmed with the server first, then shown
 * paused exactly where it stopped, or the cashier reads why it cannot be resumed.
 */
export function RestoredGame({ saved, remote = httpGameRemote, ...screen }: RestoredGameProps) {
  const { verification, retry } = useVerifiedGame(saved, remote);
  if (verification.status === 'restored') {
    const { active } = verification;
    return (
      <GameScreen {...screen} setup={setupOf(active)} voice={active.voice} restore={active} remote={remote} />
    );
  }
  return <RestoreStatus verification={verification} onRetry={retry} onNewGame={() => screen.onExit(true)} />;
}

function RestoreStatus({
  verification,
  onRetry,
  onNewGame,
}: {
  verification: Exclude<Verification, { status: 'restored' }>;
  onRetry: () => void;
  onNewGame: () => void;
}) {
  const { color, background } = useHallTheme('play');
  return (
    <Center h="100vh" style={{ background }} data-testid="restore-status">
      <Paper p="xl" radius="lg" maw={560} w="90%">
        {verification.status === 'checking' && (
          <Group gap="md" wrap="nowrap">
            <Loader color={color} />
            <Text size="lg">Restoring the game: checking it with the server…</Text>
          </Group>
        )}
        {verification.status === 'ended' && (
          <Stack gap="md">
            <Title order={3}>The game was not restored</Title>
            <Alert color="red" variant="light" role="alert">
              {verification.message}
            </Alert>
            <Group justify="flex-end">
              <Button color={color} onClick={onNewGame}>
                New Game
              </Button>
            </Group>
          </Stack>
        )}
        {verification.status === 'unreachable' && (
          <Stack gap="md">
            <Title order={3}>The game could not be checked</Title>
            <Alert color="yellow" variant="light" role="alert">
              The server did not answer ({verification.message}). The paid game is kept on this screen: try
              again when the connection is back.
            </Alert>
            <Group justify="flex-end">
              <Button color={color} onClick={onRetry}>
                Try again
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
