import type { GameCall, LiveGame } from '@bingo/contracts';
import { type GameState, gameReducer, initialGameState } from '@bingo/engine';
import { useCallback, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReleasedCall } from './call-loop';
import type { HallSetup } from './hall.store';
import { restoredState, withReleased } from './live-game';

export type GameAction = Parameters<typeof gameReducer>[1];
type BoardAction = GameAction | { type: 'released'; number: number };

const boardReducer = (state: GameState, action: BoardAction): GameState =>
  action.type === 'released' ? withReleased(state, action.number) : gameReducer(state, action);

/**
 * What the hall sees: the game's pure reducer fed the numbers the server released, and those calls
 * with their times (the console's call history). A restored game starts from the server's board.
 */
export function useGameBoard(setup: HallSetup, restore: LiveGame | null) {
  const [state, dispatch] = useReducer(boardReducer, restore, (r) =>
    r ? restoredState(r) : initialGameState(setup.selectedCards),
  );
  const [history, setHistory] = useState<GameCall[]>(() =>
    [...(restore?.calls ?? [])].sort((a, b) => a.k - b.k),
  );
  // The callbacks of the other hooks read the board as it is now, not as it was when they were made.
  const latest = useRef(state);
  latest.current = state;

  /** Draws a released call at once, so it lands with the voice rather than whenever React next renders. */
  const release = useCallback((call: ReleasedCall) => {
    flushSync(() => {
      dispatch({ type: 'released', number: call.number });
      setHistory((h) => (h.some((c) => c.k === call.k) ? h : [...h, call]));
    });
  }, []);

  const play = useCallback((action: GameAction) => dispatch(action), []);

  return { state, latest, history, release, dispatch: play };
}

export type GameBoard = ReturnType<typeof useGameBoard>;
