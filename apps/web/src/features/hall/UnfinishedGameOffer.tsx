import { BALL_COUNT, GAME_TYPES } from '@bingo/engine';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api';
import { formatBirr } from '../../lib/format';
import { usePreferences } from '../../stores/preferences';
import { type GameRemote, httpGameRemote, isGameGone } from './games.api';
import { useHallStore } from './hall.store';
import { activeGameFromServer, currentGameQuery } from './server-game';

/**
 * Shown on the cashier's screens while a paid game has not ended: the one this PC saved, or, when this
 * PC has none (closed tab, another browser, a power cut), the one the server still runs. The cashier
 * goes back to it, or ends it on purpose (recorded as abandoned), but never starts a new game over it.
 */
export function UnfinishedGameOffer({
  onReturn,
  remote = httpGameRemote,
}: {
  onReturn: () => void;
  remote?: GameRemote;
}) {
  const local = useHallStore((s) => s.activeGame);
  const speed = useHallStore((s) => s.speed);
  const voice = usePreferences((s) => s.language);
  const queryClient = useQueryClient();
  const query = currentGameQuery(remote.current);
  const onServer = useQuery({ ...query, enabled: local === null });
  const fromServer =
    local === null && onServer.data ? activeGameFromServer(onServer.data, speed, voice) : null;
  const saved = local ?? fromServer;
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!saved) return null;
  const { game, calledCount } = saved;

  const end = async () => {
    setEnding(true);
    setError(null);
    try {
      await remote.abandon(game.gameId, calledCount);
    } catch (failure) {
      // A game the server has already ended needs no more recording; any other failure keeps it.
      if (!isGameGone(failure)) {
        setError(`The game could not be ended: ${messageOf(failure)}`);
        setEnding(false);
        return;
      }
    }
    const hall = useHallStore.getState();
    hall.clearActiveGame(game.gameId);
    queryClient.setQueryData(query.queryKey, null);
    // The sold cards belong to the game that ended; the next game is a new sale.
    hall.clearCards();
    setEnding(false);
    setConfirming(false);
  };

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="A paid game is not finished"
    >
      <Stack gap="md" data-testid="unfinished-game">
        <Text>
          {GAME_TYPES[game.gameType]?.name ?? game.gameTypeName}, {game.cards.length} cards at{' '}
          {formatBirr(game.betAmount)}, prize {formatBirr(game.prize)}: {calledCount} of {BALL_COUNT} numbers
          called.
        </Text>
        {confirming ? (
          <Text fw={700}>The game will end now and be recorded as abandoned. Are you sure?</Text>
        ) : (
          <Text>Return to it to keep calling, or end it before starting a new game.</Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {confirming ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={ending}>
              No
            </Button>
            <Button color="red" onClick={end} loading={ending}>
              Yes
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              End the game
            </Button>
            <Button
              onClick={() => {
                // The server's game becomes this PC's saved game: /game confirms and restores it as after a reload.
                if (fromServer) useHallStore.getState().saveActiveGame(fromServer);
                onReturn();
              }}
              data-autofocus
            >
              Return to the game
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
