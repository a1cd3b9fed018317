import { BALL_COUNT, GAME_TYPES } from '@bingo/engine';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announceGameEnded } from '@/features/display/display-ended';
import { messageOf } from '@/lib/api';
import { formatBirr } from '@/lib/format';
import { useGameTypeName } from './game-type-names';
import { type GameRemote, httpGameRemote, isGameGone } from './games.api';
import { hallQueries } from './hall.queries';
import { forgetPendingStart, useHallStore } from './hall.store';
import { REFUND_QUESTION } from './screen/EndGameConfirm';

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
  const { t } = useTranslation('hall');
  const gameTypeName = useGameTypeName();
  const queryClient = useQueryClient();
  const query = hallQueries.currentGame(remote);
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
        setError(t('The game could not be ended: {{reason}}', { reason: messageOf(failure) }));
        setEnding(false);
        return;
      }
    }
    // A TV left on this game (its /game tab closed mid-game) would show it live until the next game.
    announceGameEnded(game);
    queryClient.setQueryData(query.queryKey, null);
    // The sold cards and any saved Start belong to the game that ended; the next game is a new sale.
    useHallStore.getState().clearCards();
    forgetPendingStart();
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
      title={t('A paid game is not finished')}
    >
      <Stack gap="md" data-testid="unfinished-game">
        <Text>
          {t(
            '{{type}}, {{cards}} cards at {{bet}}, prize {{prize}}: {{called}} of {{total}} numbers called.',
            {
              type: gameTypeName(GAME_TYPES[game.gameType]?.name ?? game.gameTypeName),
              cards: game.cards.length,
              bet: formatBirr(game.betAmount),
              prize: formatBirr(game.prize),
              called: game.calls.length,
              total: BALL_COUNT,
            },
          )}
        </Text>
        {confirming ? (
          <>
            <Text fw={700}>{t('The game will end now and be recorded as abandoned. Are you sure?')}</Text>
            <Checkbox
              // i18n-dynamic: REFUND_QUESTION is a msg() key in EndGameConfirm.tsx
              label={t(REFUND_QUESTION)}
              checked={refunded}
              onChange={(e) => setRefunded(e.currentTarget.checked)}
            />
          </>
        ) : (
          <Text>{t('Return to it to keep calling, or end it before starting a new game.')}</Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {confirming ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={ending}>
              {t('No')}
            </Button>
            <Button color="red" onClick={end} loading={ending}>
              {t('Yes')}
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('End the game')}
            </Button>
            <Button onClick={onReturn} data-autofocus>
              {t('Return to the game')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
