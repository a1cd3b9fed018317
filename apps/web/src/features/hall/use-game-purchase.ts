import type { StartedGame } from '@bingo/contracts';
import { GAME_MESSAGES, SHIFT_MESSAGES } from '@bingo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { messageText } from '@/i18n/message-text';
import { ApiError, idempotencyKey } from '@/lib/api';
import { balanceKeys } from '../balance/balance.queries';
import { salesKeys } from '../sales/sales.queries';
import { type GameRemote, isRetryable, sameStart, startFailureMessage, startRequest } from './games.api';
import { type HallSetup, useHallStore } from './hall.store';

const hall = () => useHallStore.getState();

/** The server refused Start because this cashier has no open shift. */
export const needsOpenShift = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === SHIFT_MESSAGES.needShift;

/**
 * Buying the game: one Idempotency-Key per purchase, kept across retries of a failed network call and
 * across a reload (with the purchase it belongs to), so the server debits once; the balance and sales
 * caches follow the answer.
 */
export function useGamePurchase(setup: HallSetup, remote: GameRemote, { resumed }: { resumed: boolean }) {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  // The failed Start got no answer of the server's: the purchase may have gone through.
  const [startUnanswered, setStartUnanswered] = useState(false);
  const [needsShift, setNeedsShift] = useState(false);
  const [interruptedStart] = useState(
    () => !resumed && sameStart(hall().pendingStart?.body, startRequest(setup)),
  );
  const key = useRef<string | null>(null);

  /** The purchase answer, or null when it failed (the reason is in `startError`). */
  const purchase = useCallback(async (): Promise<StartedGame | null> => {
    setStartUnanswered(false);
    if (setup.selectedCards.length === 0 || !((setup.betAmount ?? 0) > 0)) {
      setStartError(messageText(GAME_MESSAGES.invalidStart));
      return null;
    }
    setStarting(true);
    setStartError(null);
    const body = startRequest(setup);
    const pending = hall().pendingStart;
    key.current ??= pending && sameStart(pending.body, body) ? pending.key : idempotencyKey();
    hall().setPendingStart({ key: key.current, body });
    try {
      const game = await remote.start(body, key.current);
      key.current = null;
      hall().setPendingStart(null);
      queryClient.setQueryData(balanceKeys.mine(), (old) =>
        old ? { ...old, amount: game.newBalance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: salesKeys.all });
      return game;
    } catch (error) {
      // Kept for a failure with no answer, so pressing Start again completes this purchase, not a second.
      if (isRetryable(error)) setStartUnanswered(true);
      else {
        key.current = null;
        hall().setPendingStart(null);
      }
      // No open shift: the screen offers to open one and Start is pressed again for the cashier.
      if (needsOpenShift(error)) setNeedsShift(true);
      else setStartError(startFailureMessage(error));
      return null;
    } finally {
      setStarting(false);
    }
  }, [queryClient, remote, setup]);

  const dismissShift = useCallback(() => setNeedsShift(false), []);

  return { starting, startError, startUnanswered, interruptedStart, needsShift, dismissShift, purchase };
}
