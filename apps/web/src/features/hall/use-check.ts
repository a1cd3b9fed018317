// i18n-namespace: hall
import type { CheckResult } from '@bingo/contracts';
import { type CARD_LOCKED_MESSAGE, type CARD_NOT_SELECTED_MESSAGE, canCheck, isCardId } from '@bingo/engine';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { messageOf } from '@/lib/api';
import type { Caller } from '../audio';
import { salesKeys } from '../sales/sales.queries';
import { judgeLocally, type LocalClaim } from './claim';
import { isRetryable, outageDetail } from './games.api';
import type { HallGame } from './use-hall-game';

/** The result panel of one checked card. */
export interface CheckPanel {
  cardId: number;
  /** The card was already locked: it shows LOCKED and no result. */
  wasLocked: boolean;
  /** The engine's verdict, shown at once (null for a locked card). */
  local: LocalClaim | null;
  /** The server's recorded verdict, once it arrives. */
  recorded: CheckResult | null;
  recordError: string | null;
  /** Locked from this panel. */
  lockedNow: boolean;
  lockError: string | null;
  busy: boolean;
}

/**
 * The engine's words for a card that cannot be checked, as keys of the hall catalog (the screens
 * pass them through `t`); the types hold them to the engine's text.
 */
const NOT_SELECTED: typeof CARD_NOT_SELECTED_MESSAGE = msg('Card not selected, please enter a valid card.');
const LOCKED: typeof CARD_LOCKED_MESSAGE = msg('This card is locked and cannot be checked again.');

/** Parses what was typed in 'Enter a card:'; null unless it is a whole card number. */
export function parseCardNumber(text: string | number): number | null {
  const n = typeof text === 'number' ? text : Number(String(text).trim());
  return isCardId(n) ? n : null;
}

/** Check and Lock: the engine answers at once, the server records the claim and confirms a win. */
export function useCheck(game: HallGame, caller: Caller) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [inputError, setInputError] = useState<string | null>(null);
  const [panel, setPanel] = useState<CheckPanel | null>(null);
  const [win, setWin] = useState<CheckResult | null>(null);
  const { state, started } = game;

  const openCheck = useCallback(() => {
    if (!canCheck(state) || win) return;
    game.dispatch({ type: 'openCheck' });
    setPanel(null);
    setInputError(null);
    setOpen(true);
  }, [game, state, win]);

  const close = useCallback(() => {
    game.dispatch({ type: 'closeCheck' });
    setOpen(false);
    setPanel(null);
    setInputError(null);
  }, [game]);

  /** The server judges the card at its own count of released numbers and records the claim. */
  const record = useCallback(
    async (cardId: number) => {
      if (!started) return;
      setPanel((p) => (p && p.cardId === cardId ? { ...p, busy: true, recordError: null } : p));
      try {
        const recorded = await game.remote.check(started.gameId, cardId);
        setPanel((p) => (p && p.cardId === cardId ? { ...p, recorded, busy: false } : p));
        if (recorded.won) {
          game.stopCalling();
          game.dispatch({
            type: 'confirmWin',
            cardId,
            call: recorded.firstWinCall ?? recorded.calledCount,
            cardIds: recorded.winners,
          });
          setWin(recorded);
          void queryClient.invalidateQueries({ queryKey: salesKeys.all });
        }
      } catch (error) {
        const t = i18n.getFixedT(null, 'hall');
        // No answer does not mean nothing was recorded: the answer to a recorded win can be lost on
        // the way back. Retry asks again, and the server answers the check that won with its win.
        const recordError = isRetryable(error)
          ? noAnswerToCheck(outageDetail(error))
          : t('The check could not be recorded: {{reason}}', { reason: messageOf(error) });
        setPanel((p) => (p && p.cardId === cardId ? { ...p, recordError, busy: false } : p));
      }
    },
    [game, queryClient, started],
  );

  const submit = useCallback(
    (text: string | number) => {
      // The field is emptied after each check, so a second Enter sends nothing: it must not take
      // away the verdict just shown and its Lock button.
      if (String(text).trim() === '') return;
      const cardId = parseCardNumber(text);
      if (cardId === null || !state.selectedCards.includes(cardId)) {
        setInputError(NOT_SELECTED);
        setPanel(null);
        return;
      }
      setInputError(null);
      const empty = {
        cardId,
        recorded: null,
        recordError: null,
        lockedNow: false,
        lockError: null,
        busy: false,
      };
      if (state.lockedCards.includes(cardId)) {
        setPanel({ ...empty, wasLocked: true, local: null });
        return;
      }
      if (!started) return;
      const local = judgeLocally({
        cardId,
        called: state.called,
        cards: started.cards,
        gameType: started.gameType,
        lastCallRule: started.lastCallRule,
        lockedCards: state.lockedCards,
      });
      game.dispatch({ type: 'checkResult', cardId, won: local.wins });
      caller.play(local.wins ? 'win' : 'lose');
      setPanel({ ...empty, wasLocked: false, local });
      void record(cardId);
    },
    [caller, game, record, started, state],
  );

  const retryRecord = useCallback(() => {
    if (panel?.local) void record(panel.cardId);
  }, [panel, record]);

  const lock = useCallback(async () => {
    if (!started || !panel || panel.wasLocked || panel.lockedNow) return;
    const { cardId } = panel;
    setPanel({ ...panel, busy: true, lockError: null });
    try {
      await game.remote.lock(started.gameId, cardId);
      game.dispatch({ type: 'lock', cardId });
      setPanel((p) => (p && p.cardId === cardId ? { ...p, lockedNow: true, busy: false } : p));
    } catch (error) {
      setPanel((p) => (p && p.cardId === cardId ? { ...p, lockError: messageOf(error), busy: false } : p));
    }
  }, [game, panel, started]);

  return {
    open,
    panel,
    inputError,
    win,
    lockedMessage: LOCKED,
    openCheck,
    close,
    submit,
    lock,
    retryRecord,
  };
}

function noAnswerToCheck(detail: string | null): string {
  const t = i18n.getFixedT(null, 'hall');
  return detail === null
    ? t('The server did not answer the check. Press Retry to get its recorded result.')
    : t('The server did not answer the check ({{reason}}). Press Retry to get its recorded result.', {
        reason: detail,
      });
}
