import {
  type AbandonedGame,
  AbandonedGameSchema,
  type CheckCardRequest,
  type CheckResult,
  CheckResultSchema,
  type CurrentGame,
  GAME_MESSAGES,
  type GameRecord,
  GameRecordSchema,
  type LockedCard,
  LockedCardSchema,
  type StartedGame,
  StartedGameSchema,
  type StartGame,
  type StartGameRequest,
} from '@bingo/contracts';
import { ApiError, api } from '../../lib/api';
import type { HallSetup } from './hall.store';
import { getCurrentGame } from './server-game';

/** What Start sends for a setup. */
export function startRequest(setup: HallSetup): StartGame {
  return {
    gameType: setup.gameType,
    typeIndex: setup.typeIndex,
    cards: setup.selectedCards,
    betAmount: setup.betAmount ?? 0,
    bonusWithinCalls: setup.bonusWithinCalls,
    bonusAmount: setup.bonusAmount ?? 0,
  };
}

/** The same purchase: a retry of it may reuse its Idempotency-Key, any other may not. */
export function sameStart(a: StartGame | undefined, b: StartGame): boolean {
  return (
    a !== undefined &&
    a.gameType === b.gameType &&
    a.typeIndex === b.typeIndex &&
    a.betAmount === b.betAmount &&
    a.bonusWithinCalls === b.bonusWithinCalls &&
    (a.bonusAmount ?? 0) === (b.bonusAmount ?? 0) &&
    a.cards.length === b.cards.length &&
    a.cards.every((c, i) => c === b.cards[i])
  );
}

/** Buys the game: the server debits the commission and answers with the draw order. */
export function startGame(body: StartGameRequest, idempotencyKey: string) {
  return api.post('/games', StartedGameSchema, body, { idempotencyKey });
}

export function checkCard(gameId: string, body: CheckCardRequest) {
  return api.post(`/games/${gameId}/check`, CheckResultSchema, body);
}

export function lockCard(gameId: string, cardId: number) {
  return api.post(`/games/${gameId}/lock`, LockedCardSchema, { cardId });
}

export function abandonGame(gameId: string, calledCount: number) {
  return api.post(`/games/${gameId}/abandon`, AbandonedGameSchema, { calledCount });
}

/** The server's whole record of a game: its status, draw, claims and locked cards. */
export function getGameRecord(gameId: string) {
  return api.get(`/games/${gameId}`, GameRecordSchema);
}

/** The game's calls to the server; the screen takes them as one object so a test can run its own. */
export interface GameRemote {
  start: (body: StartGameRequest, idempotencyKey: string) => Promise<StartedGame>;
  check: (gameId: string, body: CheckCardRequest) => Promise<CheckResult>;
  lock: (gameId: string, cardId: number) => Promise<LockedCard>;
  abandon: (gameId: string, calledCount: number) => Promise<AbandonedGame>;
  record: (gameId: string) => Promise<GameRecord>;
  /** The cashier's own running game on the server, or null when there is none. */
  current: () => Promise<CurrentGame | null>;
}

export const httpGameRemote: GameRemote = {
  start: startGame,
  check: checkCard,
  lock: lockCard,
  abandon: abandonGame,
  record: getGameRecord,
  current: getCurrentGame,
};

/**
 * What the cashier reads when Start fails: the server's reason for a refused purchase (too little
 * balance, a bet under the shop's minimum), otherwise the spec's generic payment failure.
 */
export function startFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message || GAME_MESSAGES.paymentFailed;
  }
  return GAME_MESSAGES.paymentFailed;
}

/** A failure the same request may succeed on (network, 5xx): retry with the same Idempotency-Key. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** The server no longer holds the game open: it is unknown to this account (404) or has ended (409). */
export function isGameGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}
