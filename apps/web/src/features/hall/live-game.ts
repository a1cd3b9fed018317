import type { GameCall, LiveGame, StartedGame } from '@bingo/contracts';
import { BALL_COUNT, type GameState, gameReducer, initialGameState } from '@bingo/engine';
import type { HallSetup } from './hall.store';

/** What the screen knows of a paid game: the purchase, or the server's live state of it. */
export type GameInfo = Pick<
  StartedGame,
  | 'gameId'
  | 'commitment'
  | 'callIntervalMs'
  | 'cards'
  | 'gameType'
  | 'gameTypeName'
  | 'lastCallRule'
  | 'prize'
  | 'betAmount'
  | 'bonusWithinCalls'
  | 'bonusAmount'
  | 'createdAt'
>;

/** The first characters of the commitment, shown before the first call so the hall can hold the server to it. */
export const shortCommitment = (commitment: string) => commitment.slice(0, 8);

/** The setup the running game was bought with, whatever the setup screens hold now. */
export function setupOf(live: LiveGame): HallSetup {
  return {
    gameType: live.gameType,
    speed: live.callIntervalMs / 1000,
    typeIndex: live.typeIndex,
    selectedCards: [...live.cards],
    betAmount: live.betAmount,
    bonusWithinCalls: live.bonusWithinCalls,
    bonusAmount: live.bonusAmount,
  };
}

const inOrder = (calls: readonly GameCall[]) => [...calls].sort((a, b) => a.k - b.k).map((c) => c.number);

/**
 * The board as the server has it: its released calls in order and its locks, paused until the
 * cashier presses Continue. Built through the game's own reducer, so a restored game obeys the same
 * rules as one played without a reload.
 */
export function restoredState(live: LiveGame): GameState {
  let state = gameReducer(initialGameState(live.cards), { type: 'start' });
  for (const number of inOrder(live.calls)) state = withReleased(state, number);
  for (const cardId of live.lockedCards) state = gameReducer(state, { type: 'lock', cardId });
  return gameReducer(state, { type: 'pause' });
}

/**
 * A number the server released is always shown, even when the game was paused while it was on its
 * way: the server counts it, so the hall must see it before any claim is judged.
 */
export function withReleased(state: GameState, number: number): GameState {
  if (state.status !== 'paused') return gameReducer(state, { type: 'call', number });
  const next = gameReducer({ ...state, status: 'running' }, { type: 'call', number });
  return next.status === 'running' ? { ...next, status: 'paused' } : next;
}

/** Every number has been released: the game can only be won by a claim or finished with no winner. */
export const allCalled = (state: GameState) => state.calledCount >= BALL_COUNT;
