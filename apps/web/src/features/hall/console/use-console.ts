import { GAME_TYPES } from '@bingo/engine';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { authQueries } from '@/features/auth/auth.queries';
import { displayStateOf } from '@/features/display/display-state';
import { useDisplayWindow } from '@/features/display/use-display-window';
import type { HallSetup } from '../hall.store';
import type { useCheck } from '../use-check';
import type { HallGame } from '../use-hall-game';
import type { ConsoleCommand } from './console-keys';
import { useConsoleKeys } from './use-console-keys';

interface ConsoleOptions {
  game: HallGame;
  check: ReturnType<typeof useCheck>;
  setup: HallSetup;
  prize: number;
  bonusAmount: number;
  checkEnabled: boolean;
  /** No dialog is open: the shortcuts are live. */
  keysEnabled: boolean;
  onResume: () => void;
  onNext: () => void;
}

/** The console's links to the room and the keyboard: the player display's state and the shortcuts. */
export function useConsole(options: ConsoleOptions) {
  const { game, check, setup, prize, bonusAmount, checkEnabled, keysEnabled, onResume, onNext } = options;
  // The shop's name heads the display; the game's own record does not carry it until a reload.
  const shopName =
    useQuery({ ...authQueries.me(), staleTime: Number.POSITIVE_INFINITY }).data?.shopName ?? '';
  const panel = check.open ? check.panel : null;
  const checkedId = panel?.cardId ?? null;
  const recorded = panel?.recorded ?? null;

  const display = useMemo(
    () =>
      displayStateOf({
        state: game.state,
        started: game.started,
        shopName,
        gameType: setup.gameType,
        gameTypeName: GAME_TYPES[setup.gameType]?.name ?? '',
        prize,
        bonusAmount,
        bonusWithinCalls: setup.bonusWithinCalls,
        checked: checkedId === null ? null : { cardId: checkedId, recorded },
        win: check.win,
        ended: game.ended,
      }),
    [
      game.state,
      game.started,
      game.ended,
      shopName,
      setup,
      prize,
      bonusAmount,
      checkedId,
      recorded,
      check.win,
    ],
  );
  const gameId = game.started?.gameId;
  const createdAt = game.started?.createdAt;
  const shownGame = useMemo(
    () => (gameId && createdAt ? { id: gameId, createdAt } : null),
    [gameId, createdAt],
  );
  const link = useDisplayWindow(display, shownGame);

  const run = useCallback(
    (command: ConsoleCommand) => {
      switch (command.type) {
        case 'start':
          return void game.start();
        case 'pause':
          return game.pause();
        case 'resume':
          return onResume();
        case 'openCheck':
          return check.openCheck();
        case 'checkCard':
          check.openCheck();
          return check.submit(command.cardId);
        case 'next':
          return onNext();
      }
    },
    [check, game, onNext, onResume],
  );
  const typed = useConsoleKeys(
    keysEnabled,
    { status: game.state.status, checkEnabled, won: check.win !== null },
    run,
  );

  return { display, displayStatus: link.status, openDisplay: link.open, typed };
}
