import type { LiveGame } from '@bingo/contracts';
import { shortCommitment } from '../hall/live-game';
import { type DisplayMessage, openDisplayChannel } from './display-channel';
import { displayClock } from './display-order';
import { boardOf, type DisplayState } from './display-state';

/** The room's last picture of a game ended from the server's copy: its released numbers, over. */
export function endedDisplayOf(game: LiveGame): DisplayState {
  const called = game.calls.map((c) => c.number);
  return {
    shopName: game.shopName,
    gameType: game.gameType,
    gameTypeName: game.gameTypeName,
    status: 'ended',
    ...boardOf(called),
    prize: game.prize,
    bonusAmount: game.bonusAmount,
    bonusWithinCalls: game.bonusWithinCalls,
    commitment: shortCommitment(game.commitment),
    result: null,
    gameId: game.gameId,
  };
}

/**
 * Tells this browser's player display that a game was ended away from its console (its tab closed
 * without a word, then ended from the offer). The TV keeps a live game until that game's own word
 * ends it, so the word is stamped with the game and now, with every number the server released: the
 * TV has shown no more than those, so it takes the end (see takeState) and lets its screen sleep.
 */
export function announceGameEnded(game: LiveGame): void {
  const channel = openDisplayChannel(() => {});
  channel?.postMessage({
    type: 'state',
    state: endedDisplayOf(game),
    stamp: { game: { id: game.gameId, createdAt: game.createdAt }, at: displayClock() },
  } satisfies DisplayMessage);
  channel?.close();
}
