import { GAME_MESSAGES, type GameClaim, type GameRecord, type PublicGame } from '@bingo/contracts';
import { gameTypeAt, toBirr } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';
import { NotFoundError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { salesScope } from '../sales/sales.repo';
import { callsOf, eventsOf } from './calls.repo';
import { toWireCall } from './calls.service';
import { claimsOf, lockedCardsOf } from './claims.repo';
import { findVisibleGame, type GameRow } from './games.repo';

/** The order and salt stay secret while the game runs. */
const ended = (game: GameRow) => game.status !== 'running';

/** The calls, claims and locks of a game, as the record and the public page show them. */
async function history(db: DbOrTx, gameId: string) {
  const calls = await callsOf(db, gameId);
  const claims = await claimsOf(db, gameId);
  const lockedCards = await lockedCardsOf(db, gameId);
  const wireClaims: GameClaim[] = claims.map((c) => ({
    ...c,
    locked: lockedCards.includes(c.cardId),
    createdAt: c.createdAt.toISOString(),
  }));
  return { calls: calls.map(toWireCall), claims: wireClaims, lockedCards };
}

/**
 * The terms the game was started on (the bet and commission rate, sealed with the row) and what they
 * came to, each winner's share, the bonus offered and awarded, in Birr for the wire: what verifyGame
 * needs to work the prize out again.
 */
const moneyAndBonus = (game: GameRow) => ({
  betAmount: toBirr(game.betAmount),
  ratePercent: Number(game.ratePercent),
  commission: toBirr(game.commission),
  prize: toBirr(game.prize),
  prizeShare: game.prizeShare === null ? null : toBirr(game.prizeShare),
  bonusWithinCalls: game.bonusWithinCalls,
  bonusOffered: toBirr(game.bonusOffered),
  bonusAwarded: toBirr(game.bonusAwarded),
});

/** The record for replay, within the viewer's sales scope (a cashier: its own games). */
export async function getGame(db: DbOrTx, viewer: Viewer, gameId: string): Promise<GameRecord> {
  const found = await findVisibleGame(db, gameId, salesScope(viewer));
  if (!found) throw new NotFoundError(GAME_MESSAGES.notFound);
  const { game } = found;
  const { calls, claims, lockedCards } = await history(db, game.id);
  return {
    id: game.id,
    cashierId: game.cashierId,
    shopId: game.shopId,
    shopName: found.shopName,
    gameType: game.gameType,
    gameTypeName: gameTypeAt(game.gameType).name,
    typeIndex: game.typeIndex,
    cards: game.cards,
    totalAmount: toBirr(game.totalAmount),
    ...moneyAndBonus(game),
    bonusType: found.bonusType,
    commitment: game.commitment,
    salt: ended(game) ? game.salt : null,
    drawOrder: ended(game) ? game.drawOrder : null,
    status: game.status,
    outcome: found.outcome,
    actualWin: toBirr(found.actualWin),
    lastCallRule: game.lastCallRule,
    paused: game.paused,
    callIntervalMs: game.callIntervalMs,
    released: game.released,
    calls,
    events: (await eventsOf(db, game.id)).map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    winningCall: game.winningCall,
    winners: game.winners ?? [],
    endedAtCall: game.endedAtCall,
    stakesRefunded: game.stakesRefunded,
    endReason: game.endReason,
    lockedCards,
    claims,
    createdAt: game.createdAt.toISOString(),
    finishedAt: game.finishedAt?.toISOString() ?? null,
  };
}

/** An ended game for anyone to verify; a running or unknown game is not found. */
export async function getPublicGame(db: DbOrTx, gameId: string): Promise<PublicGame> {
  const found = await findVisibleGame(db, gameId, undefined);
  if (!found || !ended(found.game)) throw new NotFoundError(GAME_MESSAGES.notFound);
  const { game } = found;
  const { calls, claims, lockedCards } = await history(db, game.id);
  return {
    id: game.id,
    gameType: game.gameType,
    gameTypeName: gameTypeAt(game.gameType).name,
    cards: game.cards,
    lastCallRule: game.lastCallRule,
    released: game.released,
    lockedCards,
    ...moneyAndBonus(game),
    commitment: game.commitment,
    salt: game.salt,
    order: game.drawOrder,
    calls,
    claims,
    winners: game.winners ?? [],
    winningCall: game.winningCall,
    status: game.status,
    outcome: found.outcome,
    shopName: found.shopName,
    createdAt: game.createdAt.toISOString(),
    finishedAt: game.finishedAt?.toISOString() ?? null,
  };
}
