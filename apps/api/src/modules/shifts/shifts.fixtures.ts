import { randomUUID } from 'node:crypto';
import { createDrawOrder, drawCommitment, seededRandomInt } from '@bingo/engine';
import type { DbOrTx } from '../../db/client';
import { gameClaims, games, salesHistory } from '../../db/schema';
import { findCashierShop } from './shifts.repo';

export type Outcome = 'won' | 'noWinner' | 'abandoned';

/** One played game as its sales row records it; amounts in santim. */
export type PlayedGame = {
  outcome: Outcome;
  cards: number;
  bet: number;
  /** Abandoned games only: the cashier handed the stakes back. */
  refunded?: boolean;
  /** Won games only: the jackpot paid on top of the prize. */
  bonus?: number;
  endedAtCall?: number;
  lateClaim?: boolean;
};

/** What the game's money comes to: stakes, 10 % commission, and the prize actually paid. */
export function moneyOf(g: PlayedGame) {
  const stakes = g.cards * g.bet;
  const commission = Math.floor(stakes / 10);
  const prize = g.outcome === 'won' ? stakes - commission : 0;
  const bonus = g.outcome === 'won' ? (g.bonus ?? 0) : 0;
  const refund = g.outcome === 'abandoned' && g.refunded ? stakes : 0;
  return { stakes, commission, prize, bonus, refund };
}

const STATUS = { won: 'won', noWinner: 'finished', abandoned: 'abandoned' } as const;
const OUTCOME = { won: 'Won', noWinner: 'NoWinner', abandoned: 'Abandoned' } as const;

/**
 * Writes a finished game and its sales row straight into the tables, as the games module leaves
 * them, so shift figures can be checked over any mix of outcomes without playing each game.
 */
export async function insertPlayedGame(db: DbOrTx, cashierId: string, g: PlayedGame): Promise<string> {
  const shop = await findCashierShop(db, cashierId);
  if (!shop?.superAgentId) throw new Error('fixture: the cashier has no shop');
  const m = moneyOf(g);
  const id = randomUUID();
  const drawOrder = createDrawOrder(seededRandomInt(g.cards * 7919 + g.bet));
  const salt = '0'.repeat(64);
  await db.insert(games).values({
    id,
    cashierId,
    shopId: shop.shopId,
    gameType: 0,
    typeIndex: 1,
    ratePercent: '10.00',
    cards: Array.from({ length: g.cards }, (_, i) => i + 1),
    betAmount: g.bet,
    totalAmount: m.stakes,
    commission: m.commission,
    prize: m.stakes - m.commission,
    bonusAwarded: m.bonus,
    drawOrder,
    salt,
    commitment: drawCommitment(drawOrder, salt),
    status: STATUS[g.outcome],
    lastCallRule: 'AllowLate',
    endedAtCall: g.endedAtCall ?? 20,
    stakesRefunded: m.refund > 0,
    finishedAt: new Date(),
  });
  await db.insert(salesHistory).values({
    gameId: id,
    userId: cashierId,
    shopId: shop.shopId,
    agentId: shop.agentId,
    superAgentId: shop.superAgentId,
    cardPrice: g.bet,
    gameType: 0,
    gameTypeName: 'Default any line',
    numberOfCards: g.cards,
    totalAmount: m.stakes,
    commission: m.commission,
    actualWin: m.prize,
    bonusAmount: m.bonus,
    bonusType: m.bonus > 0 ? 'Within 10 calls' : 'None',
    outcome: OUTCOME[g.outcome],
  });
  if (g.lateClaim) {
    await db.insert(gameClaims).values({ gameId: id, cardId: 1, calledCount: 30, won: true, late: true });
  }
  return id;
}

/** A random game from `next` (a seeded generator): any outcome, refunded or not, with or without bonus. */
export function randomGame(next: () => number): PlayedGame {
  const outcome = (['won', 'noWinner', 'abandoned'] as const)[next() % 3] as Outcome;
  return {
    outcome,
    cards: 1 + (next() % 40),
    bet: 500 * (1 + (next() % 20)) + (next() % 2) * 25,
    refunded: next() % 2 === 0,
    bonus: next() % 3 === 0 ? 100 * (1 + (next() % 500)) : 0,
    endedAtCall: 5 + (next() % 40),
    lateClaim: outcome === 'won' && next() % 5 === 0,
  };
}
