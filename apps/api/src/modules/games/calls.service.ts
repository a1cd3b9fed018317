import {
  type CallResult,
  type CurrentGame,
  GAME_MESSAGES,
  type GameCall,
  type LiveGame,
  type TooEarly,
} from '@bingo/contracts';
import { ballLabel, gameTypeAt, toBirr } from '@bingo/engine';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { ConflictError, NotFoundError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { currentCaller, type TokenClaims } from '@/modules/auth/caller';
import { appendGameEvent } from '../audit/audit.service';
import { loadCaller } from '../auth/callers.repo';
import { inTransaction } from '../ledger/transaction';
import { type CallingChange, callState, callsOf, changeCalling, releaseNext } from './calls.repo';
import { lockedCardsOf } from './claims.repo';
import { findRunningGameId, findVisibleGame, type GameRow, lockOwnGame } from './games.repo';

export const toWireCall = (c: { k: number; number: number; calledAt: Date }): GameCall => ({
  k: c.k,
  number: c.number,
  label: ballLabel(c.number),
  calledAt: c.calledAt.toISOString(),
});

/** The game as the hall screen may see it: the released calls only, never the rest of the order. */
export async function liveState(db: DbOrTx, game: GameRow, shopName: string): Promise<LiveGame> {
  const calls = await callsOf(db, game.id);
  return {
    gameId: game.id,
    status: game.status,
    paused: game.paused,
    callIntervalMs: game.callIntervalMs,
    commitment: game.commitment,
    released: game.released,
    calls: calls.map(toWireCall),
    lockedCards: await lockedCardsOf(db, game.id),
    cards: game.cards,
    gameType: game.gameType,
    gameTypeName: gameTypeAt(game.gameType).name,
    typeIndex: game.typeIndex,
    betAmount: toBirr(game.betAmount),
    totalAmount: toBirr(game.totalAmount),
    prize: toBirr(game.prize),
    commission: toBirr(game.commission),
    bonusWithinCalls: game.bonusWithinCalls,
    bonusAmount: toBirr(game.bonusOffered),
    lastCallRule: game.lastCallRule,
    createdAt: game.createdAt.toISOString(),
    shopName,
  };
}

/** The cashier's running game, or null: a hall PC that lost its copy takes it back from here. */
export async function getCurrentGame(db: DbOrTx, cashier: Viewer): Promise<CurrentGame> {
  const gameId = await findRunningGameId(db, cashier.id);
  const found = gameId ? await findVisibleGame(db, gameId, undefined) : undefined;
  return { game: found ? await liveState(db, found.game, found.shopName) : null };
}

/** Call k is not due yet: the answer says when to ask again. */
export class TooEarlyError extends Error {
  readonly body: TooEarly;
  constructor(retryAfterMs: number) {
    super(GAME_MESSAGES.callTooEarly);
    this.body = {
      statusCode: 425,
      error: 'Too Early',
      code: 'GAME_CALL_TOO_EARLY',
      message: GAME_MESSAGES.callTooEarly,
      retryAfterMs,
    };
  }
}

/** A release can lose its due time only to the clock between two statements; a few tries settle it. */
const RELEASE_ATTEMPTS = 3;

/**
 * Releases call k when it is due (see releaseNext), or repeats it when it was already released. The
 * common case is one statement, which also checks the caller's row; only a refusal reads the caller
 * and the state to say why.
 */
export async function releaseCall(
  db: Db,
  claims: TokenClaims,
  gameId: string,
  k: number,
): Promise<CallResult> {
  for (let attempt = 1; ; attempt++) {
    const released = await releaseNext(db, gameId, claims, k);
    if (released) return { gameId, ...toWireCall(released), released: released.k };
    const cashier = currentCaller(await loadCaller(db, claims.sub), claims);
    const state = await callState(db, gameId, cashier.id, k);
    if (!state) throw new NotFoundError(GAME_MESSAGES.notFound);
    if (state.call) return { gameId, ...toWireCall(state.call), released: state.released };
    if (state.status !== 'running') throw new ConflictError(GAME_MESSAGES.notRunning);
    if (state.paused) throw new ConflictError(GAME_MESSAGES.paused);
    if (k !== state.released + 1) throw new ConflictError(GAME_MESSAGES.callOutOfTurn);
    if (state.dueInMs > 0) throw new TooEarlyError(state.dueInMs);
    if (attempt >= RELEASE_ATTEMPTS) throw new TooEarlyError(1);
  }
}

/** The cashier's own game, locked, whatever its status; another cashier's game is not found. */
export async function ownGame(tx: Tx, cashier: Viewer, gameId: string): Promise<GameRow> {
  const game = await lockOwnGame(tx, gameId, cashier.id);
  if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
  return game;
}

/** An ended game takes no more calls, checks, locks or ends: 409. */
export function mustBeRunning(game: GameRow): GameRow {
  if (game.status !== 'running') throw new ConflictError(GAME_MESSAGES.notRunning);
  return game;
}

/** The cashier's own running game, locked; an ended game answers 409. */
export async function runningOwnGame(tx: Tx, cashier: Viewer, gameId: string): Promise<GameRow> {
  return mustBeRunning(await ownGame(tx, cashier, gameId));
}

const CALLING_KINDS = { pause: 'GamePaused', resume: 'GameResumed', speed: 'CallSpeedChanged' } as const;

/** Whether the change would alter the game; a pause of a paused game is harmless and not recorded. */
function changes(game: GameRow, change: CallingChange): boolean {
  if (change.kind === 'pause') return !game.paused;
  if (change.kind === 'resume') return game.paused;
  return change.callIntervalMs !== game.callIntervalMs;
}

/** Pause, resume or a new speed, recorded with its time; answers the live state. */
export async function changeGameCalling(
  db: Db,
  cashier: Viewer,
  gameId: string,
  change: CallingChange,
): Promise<LiveGame> {
  return inTransaction(db, async (tx) => {
    const game = await runningOwnGame(tx, cashier, gameId);
    const changed = changes(game, change);
    if (changed) await changeCalling(tx, game, change);
    const found = await findVisibleGame(tx, gameId, undefined);
    if (!found) throw new NotFoundError(GAME_MESSAGES.notFound);
    const live = await liveState(tx, found.game, found.shopName);
    if (changed) {
      const { kind: _, ...details } = change;
      await appendGameEvent(tx, game, CALLING_KINDS[change.kind], cashier.id, {
        ...details,
        released: game.released,
      });
    }
    return live;
  });
}
