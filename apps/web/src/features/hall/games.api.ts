import {
  CallResultSchema,
  type CheckResult,
  CheckResultSchema,
  CurrentGameSchema,
  type EndedGame,
  EndedGameSchema,
  GAME_MESSAGES,
  type LiveGame,
  LiveGameSchema,
  type LockedCard,
  LockedCardSchema,
  type StartedGame,
  StartedGameSchema,
  type StartGame,
} from '@bingo/contracts';
import { messageText } from '@/i18n/message-text';
import { ApiError, api, messageOf, NoResponseError, refusedWithReason, serverOutOfReach } from '@/lib/api';
import type { CallAnswer } from './call-loop';
import type { HallSetup } from './hall.store';

/** What Start sends for a setup: the bonus offered is the shop's jackpot, set by the server. */
export function startRequest(setup: HallSetup): StartGame {
  return {
    gameType: setup.gameType,
    typeIndex: setup.typeIndex,
    cards: setup.selectedCards,
    betAmount: setup.betAmount ?? 0,
    bonusWithinCalls: setup.bonusWithinCalls,
    callIntervalMs: setup.speed * 1000,
  };
}

/** The same purchase: a retry of it may reuse its Idempotency-Key, any other may not. */
export function sameStart(a: Partial<StartGame> | undefined, b: StartGame): boolean {
  return (
    a !== undefined &&
    a.gameType === b.gameType &&
    a.typeIndex === b.typeIndex &&
    a.betAmount === b.betAmount &&
    a.bonusWithinCalls === b.bonusWithinCalls &&
    a.callIntervalMs === b.callIntervalMs &&
    a.cards?.length === b.cards.length &&
    a.cards.every((c, i) => c === b.cards[i])
  );
}

const post = (gameId: string, action: string) => api.post(`/games/${gameId}/${action}`, LiveGameSchema, {});

/** Asks the server for call k and sorts its answer into what the call loop does next. */
export async function askForCall(gameId: string, k: number): Promise<CallAnswer> {
  try {
    const {
      gameId: _,
      released: __,
      ...call
    } = await api.post(`/games/${gameId}/calls`, CallResultSchema, {
      k,
    });
    return { kind: 'called', call };
  } catch (error) {
    if (isRetryable(error) || !(error instanceof ApiError)) return { kind: 'unreachable' };
    if (error.status === 425) {
      const wait = Number(error.details.retryAfterMs);
      return { kind: 'early', retryAfterMs: Number.isFinite(wait) && wait > 0 ? wait : 250 };
    }
    return { kind: 'closed', message: messageText(error.message, error.code) };
  }
}

/** The cashier's running game on the server, or null when there is none. */
export async function getCurrentGame(signal?: AbortSignal): Promise<LiveGame | null> {
  return (await api.get('/games/current', CurrentGameSchema, { signal })).game;
}

/** The game's calls to the server; the screen takes them as one object so a test can run its own. */
export interface GameRemote {
  start: (body: StartGame, idempotencyKey: string) => Promise<StartedGame>;
  call: (gameId: string, k: number) => Promise<CallAnswer>;
  pause: (gameId: string) => Promise<LiveGame>;
  resume: (gameId: string) => Promise<LiveGame>;
  speed: (gameId: string, callIntervalMs: number) => Promise<LiveGame>;
  check: (gameId: string, cardId: number) => Promise<CheckResult>;
  lock: (gameId: string, cardId: number) => Promise<LockedCard>;
  /** Ends the game unwon; `refunded` says whether the cashier gave the stakes back to the players. */
  abandon: (gameId: string, refunded: boolean) => Promise<EndedGame>;
  /** Ends a game whose 75 numbers were all called with no winner. */
  finish: (gameId: string) => Promise<EndedGame>;
  /** `signal` lets the query cache abort it (Sign out does, before the server revokes the token). */
  current: (signal?: AbortSignal) => Promise<LiveGame | null>;
}

export const httpGameRemote: GameRemote = {
  start: (body, idempotencyKey) => api.post('/games', StartedGameSchema, body, { idempotencyKey }),
  call: askForCall,
  pause: (gameId) => post(gameId, 'pause'),
  resume: (gameId) => post(gameId, 'resume'),
  speed: (gameId, callIntervalMs) => api.post(`/games/${gameId}/speed`, LiveGameSchema, { callIntervalMs }),
  check: (gameId, cardId) => api.post(`/games/${gameId}/check`, CheckResultSchema, { cardId }),
  lock: (gameId, cardId) => api.post(`/games/${gameId}/lock`, LockedCardSchema, { cardId }),
  abandon: (gameId, refunded) => api.post(`/games/${gameId}/abandon`, EndedGameSchema, { refunded }),
  finish: (gameId) => api.post(`/games/${gameId}/finish`, EndedGameSchema, {}),
  current: getCurrentGame,
};

/**
 * What the cashier reads when Start fails, in the cashier's language: the server's reason for a
 * refused purchase (too little balance, a bet under the shop's minimum, a game already running),
 * otherwise the spec's generic payment failure.
 */
export function startFailureMessage(error: unknown): string {
  if (refusedWithReason(error) && error.message) return messageText(error.message, error.code);
  return messageText(GAME_MESSAGES.paymentFailed);
}

/**
 * A failure the same request may succeed on: the server out of reach (no answer, a 5xx), or a
 * failure that is no answer of the server's at all. Retried with the same Idempotency-Key.
 */
export function isRetryable(error: unknown): boolean {
  return serverOutOfReach(error) || !(error instanceof ApiError);
}

/**
 * What to add to a text that already says the server did not answer: nothing when no answer came at
 * all ('No response from server' would say it twice), the words of whatever stood in the server's
 * place otherwise (a proxy's 502, the server's own 500).
 */
export function outageDetail(error: unknown): string | null {
  return error instanceof NoResponseError ? null : messageOf(error);
}

/** The server no longer holds the game open: it is unknown to this account (404) or has ended (409). */
export function isGameGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}
