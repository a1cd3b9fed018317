import type { RemoteDisplay } from '@bingo/contracts';
import { boardOf, type DisplayState, EMPTY_DISPLAY } from './display-state';

function statusOf(game: NonNullable<RemoteDisplay['game']>): DisplayState['status'] {
  if (game.status !== 'running') return 'ended';
  return game.paused ? 'paused' : 'running';
}

/** The server's answer in the shape the player display draws. */
export function displayFromRemote(remote: RemoteDisplay): DisplayState {
  const { game } = remote;
  if (!game) return { ...EMPTY_DISPLAY, shopName: remote.shopName };
  const called = game.calls.map((c) => c.number);
  const check = game.lastCheck;
  const status = statusOf(game);
  return {
    shopName: remote.shopName,
    gameType: game.gameType,
    gameTypeName: game.gameTypeName,
    status,
    ...boardOf(called),
    prize: game.prize,
    bonusAmount: game.bonusAmount,
    bonusWithinCalls: game.bonusWithinCalls,
    commitment: game.commitment,
    // A check stands until the next number: the game may wait on it (paused), may have run again
    // since (a check and Continue can both fall between two polls: useLostCheckShown judges what a
    // lost one shows), or it ended the game.
    result:
      check &&
      (game.status === 'running' || game.paused || game.status === 'won') &&
      check.calledCount === called.length
        ? check.won
          ? {
              kind: 'win',
              cardId: check.cardId,
              winningCells: check.winningCells,
              winners: check.winners,
              prizeShare: check.prizeShare,
              bonusAwarded: check.bonusAwarded,
            }
          : { kind: 'lose', cardId: check.cardId, askedAt: check.askedAt }
        : null,
    gameId: status === 'ended' ? (game.gameId ?? null) : null,
  };
}
