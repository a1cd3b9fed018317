import { BALL_COUNT, GAME_TYPES } from '@bingo/engine';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '@/lib/api';
import { formatBirr } from '@/lib/format';
import { type GameRemote, httpGameRemote, isGameGone } from './games.api';
import { useHallStore } from './hall.store';
import { REFUND_QUESTION } from './screen/EndGameConfirm';

/** The cashier's running game on the server, asked fresh each time a screen needs it. */
export const currentGameQuery = (remote: GameRemote) =>
  queryOptions({ queryKey: ['games', 'current'], queryFn: remote.current, staleTime: 0, retry: false });

/**
 * Shown on the cashier's screens while the server runs a paid game of theirs (a closed tab, another
 * browser, a power cut, or a second Start refused). The cashier goes back to it, or ends it on
 * purpose (recorded as abandoned), but never starts a new game over it.
 */
export function UnfinishedGameOffer({
  onReturn,
  remote = httpGameRemote,
}: {
  onReturn: () => void;
  remote?: GameRemote;
}) {
  const queryClient = useQueryClient();
  const query = currentGameQuery(remote);
  const { data: game } = useQuery(query);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refunded, setRefunded] = useState(false);
  if (!game) return null;

  const end = async () => {
    setEnding(true);
    setError(null);
    try {
      await remote.abandon(game.gameId, refunded);
    } catch (failure) {
      // A game the server has already ended needs no more recording; any other failure keeps it.
      if (!isGameGone(failure)) {
        setError(`The game could not be ended: ${messageOf(failure)}`);
        setEnding(false);
        return;
      }
    }
    queryClient.setQueryData(query.queryKey, null);
    // The sold cards belong to the game that ended; the next game is a new sale.
    useHallStore.getState().clearCards();
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
          {formatBirr(game.betAmount)}, prize {formatBirr(game.prize)}: {game.calls.length} of {BALL_COUNT}{' '}
          numbers called.
        </Text>
        {confirming ? (
          <>
            <Text fw={700}>The game will end now and be recorded as abandoned. Are you sure?</Text>
            <Checkbox
              label={REFUND_QUESTION}
              checked={refunded}
              onChange={(e) => setRefunded(e.currentTarget.checked)}
            />
          </>
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
            <Button onClick={onReturn} data-autofocus>
              Return to the game
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
