import type { DisplayGame } from '../display-order';
import { type DisplayState, EMPTY_DISPLAY } from '../display-state';

/** Two games of one shop twenty minutes apart, and the one after them: the order the display keeps. */
export const OLD_GAME: DisplayGame = {
  id: '00000000-0000-4000-8000-00000000000a',
  createdAt: '2025-03-01T09:00:00.000Z',
};
export const LIVE_GAME: DisplayGame = {
  id: '00000000-0000-4000-8000-00000000000b',
  createdAt: '2025-03-01T09:20:00.000Z',
};
export const NEXT_GAME: DisplayGame = {
  id: '00000000-0000-4000-8000-00000000000c',
  createdAt: '2025-03-01T09:40:00.000Z',
};

/** A game's screen with `count` numbers released (1, 2, 3…). */
export function gameScreen(
  status: DisplayState['status'],
  count: number,
  extra: Partial<DisplayState> = {},
): DisplayState {
  const called = Array.from({ length: count }, (_, i) => i + 1);
  return {
    ...EMPTY_DISPLAY,
    shopName: 'Piassa Hall',
    status,
    called,
    current: called.at(-1) ?? null,
    lastFive: called.slice(-5).reverse(),
    calledCount: count,
    prize: 240,
    ...extra,
  };
}

/** The older game's tab, left on its full-screen BINGO. */
export const OLD_BINGO = gameScreen('ended', 12, {
  result: {
    kind: 'win',
    cardId: 4,
    winningCells: [0, 1, 2, 3, 4],
    winners: [4],
    prizeShare: 240,
    bonusAwarded: 0,
  },
});
/** The live game's tab, paused for a check. */
export const LIVE_PAUSED = gameScreen('paused', 30, { result: { kind: 'lose', cardId: 9 } });
