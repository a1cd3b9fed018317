import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtOnce, insertBuiltOnce } from '@/db/built-once';
import type { DbOrTx } from '@/db/client';
import { inOrder } from '@/db/pipeline';
import { commissionRates, gameSettings, games, jackpots, salesHistory, shops, users } from '@/db/schema';
import { liveShops } from '../shops/live-shops';

const agent = alias(users, 'agent');
const cashier = alias(users, 'cashier');

/**
 * Everything a purchase needs to know, in one read: whether the cashier is still active, its live
 * shop with the agent and super agent its sales are reported to, the shop's settings row, its active
 * jackpot and the tier's rate. The cashier's row is held `for key share` (the lock the game's foreign
 * key takes anyway, only taken first): a deactivation, which locks the row `for update` and abandons
 * the cashier's running game, waits for the purchase and finds its game, or the purchase waits for
 * the deactivation and reads the cashier inactive.
 */
const purchaseContext = builtOnce((db) =>
  db
    .select({
      cashierActive: cashier.isActive,
      shopId: shops.id,
      agentId: shops.agentId,
      superAgentId: agent.parentId,
      settings: {
        minCards: gameSettings.minCards,
        maxCards: gameSettings.maxCards,
        defaultBetAmount: gameSettings.defaultBetAmount,
        minStackAmount: gameSettings.minStackAmount,
        lastCallRule: gameSettings.lastCallRule,
      },
      jackpot: jackpots.bonusAmount,
      rate: commissionRates.rate,
      // The transaction's clock: the game, its sale and its transfer all carry this time.
      now: sql<Date>`now()`.mapWith((v: Date | string) => new Date(v)),
    })
    .from(shops)
    .innerJoin(cashier, eq(cashier.id, shops.cashierId))
    .innerJoin(agent, eq(agent.id, shops.agentId))
    .leftJoin(gameSettings, eq(gameSettings.shopId, shops.id))
    .leftJoin(jackpots, and(eq(jackpots.shopId, shops.id), eq(jackpots.status, 1)))
    .leftJoin(commissionRates, eq(commissionRates.typeIndex, sql.placeholder('typeIndex')))
    .where(and(eq(shops.cashierId, sql.placeholder('cashierId')), liveShops()))
    .limit(1)
    .for('key share', { of: cashier })
    .prepare('purchase_context'),
);

export async function findPurchaseContext(db: DbOrTx, cashierId: string, typeIndex: number) {
  const [row] = await purchaseContext(db, { cashierId, typeIndex });
  return row;
}

export type NewGame = typeof games.$inferInsert;
export type GameRow = typeof games.$inferSelect;

export type NewSale = Omit<typeof salesHistory.$inferInsert, 'playedAt'>;

const insertGame = insertBuiltOnce(games);
const insertSale = insertBuiltOnce(salesHistory);

/**
 * The game and its sale, sent together (one wait on the network). The game's id is chosen by the
 * caller, so the sale needs nothing back from the game's insert; both take the transaction's now().
 */
export async function insertGameAndSale(
  db: DbOrTx,
  game: Omit<NewGame, 'createdAt'>,
  sale: NewSale,
): Promise<void> {
  await inOrder(insertGame(db, game), insertSale(db, sale));
}

/**
 * The cashier's own game, locked so that the checks, locks and calls of one game are decided one
 * after the other. Another cashier's game is simply not found.
 */
const ownGameLocked = builtOnce((db) =>
  db
    .select()
    .from(games)
    .where(and(eq(games.id, sql.placeholder('gameId')), eq(games.cashierId, sql.placeholder('cashierId'))))
    .for('update')
    .prepare('own_game_locked'),
);

export async function lockOwnGame(
  db: DbOrTx,
  gameId: string,
  cashierId: string,
): Promise<GameRow | undefined> {
  const [row] = await ownGameLocked(db, { gameId, cashierId });
  return row;
}

/** A cashier runs one game at a time (`games_one_running_uq`): this finds it. */
const runningGameOf = (cashierId: string) => and(eq(games.cashierId, cashierId), eq(games.status, 'running'));

/**
 * The cashier's running game, locked, or undefined when none runs. A game ended meanwhile by the
 * cashier is not returned: the lock waits for that end and the status is checked again after it.
 */
export async function lockRunningGameOf(db: DbOrTx, cashierId: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(runningGameOf(cashierId)).limit(1).for('update');
  return row;
}

/** A game visible through the viewer's sales scope (the sales row carries the agent and super agent). */
export async function findVisibleGame(db: DbOrTx, gameId: string, scope: SQL | undefined) {
  const [row] = await db
    .select({
      game: games,
      shopName: shops.name,
      bonusType: salesHistory.bonusType,
      outcome: salesHistory.outcome,
      actualWin: salesHistory.actualWin,
    })
    .from(games)
    .innerJoin(salesHistory, eq(salesHistory.gameId, games.id))
    .innerJoin(shops, eq(shops.id, games.shopId))
    .where(and(eq(games.id, gameId), scope));
  return row;
}

/** The cashier's running game, if any (the database allows one at a time). */
export async function findRunningGameId(db: DbOrTx, cashierId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: games.id }).from(games).where(runningGameOf(cashierId)).limit(1);
  return row?.id;
}

/** The status of one of the cashier's games, or undefined when the cashier has no such game. */
export async function findOwnGameStatus(
  db: DbOrTx,
  gameId: string,
  cashierId: string,
): Promise<GameRow['status'] | undefined> {
  const [row] = await db
    .select({ status: games.status })
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.cashierId, cashierId)));
  return row?.status;
}

export type GameEnd = Partial<
  Pick<
    GameRow,
    | 'winningCall'
    | 'winners'
    | 'prizeShare'
    | 'bonusAwarded'
    | 'endedAtCall'
    | 'status'
    | 'stakesRefunded'
    | 'endReason'
  >
>;

export async function endGame(db: DbOrTx, gameId: string, end: GameEnd): Promise<void> {
  await db
    .update(games)
    .set({ ...end, paused: false, finishedAt: sql`now()` })
    .where(eq(games.id, gameId));
}

/** The one settlement a sale gets: what the game came to and what it paid. */
const saleSettled = builtOnce((db) =>
  db
    .update(salesHistory)
    // drizzle binds a placeholder in SET through the column's encoding, though its types only say SQL.
    .set({
      outcome: sql.placeholder('outcome'),
      actualWin: sql.placeholder('actualWin'),
      bonusAmount: sql.placeholder('bonusAmount'),
      bonusType: sql.placeholder('bonusType'),
    } as unknown as Partial<typeof salesHistory.$inferInsert>)
    .where(eq(salesHistory.gameId, sql.placeholder('gameId')))
    .prepare('sale_settled'),
);

export async function settleSale(
  db: DbOrTx,
  gameId: string,
  result: Pick<typeof salesHistory.$inferSelect, 'outcome' | 'actualWin' | 'bonusAmount' | 'bonusType'>,
): Promise<void> {
  await saleSettled(db, { gameId, ...result });
}
