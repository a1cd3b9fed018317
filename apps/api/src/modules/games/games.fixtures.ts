import { firstWinningCall, getCard } from '@bingo/engine';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../test/support';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema';
import type { Call } from '../ledger/money.fixtures';

export type Started = {
  gameId: string;
  commitment: string;
  callIntervalMs: number;
  commission: number;
  prize: number;
  newBalance: number;
  bonusAmount: number;
  lastCallRule: string;
};

export const ALL_CARDS = Array.from({ length: 150 }, (_, i) => i + 1);

/** Opens a shift for the cashier unless one is open: a game starts only inside a shift. */
export async function ensureOpenShift(call: Call, cashier: Actor, openingFloat = 0): Promise<void> {
  const current = await call.get<{ shift: unknown }>(cashier, '/api/shifts/current');
  if (current.body.shift) return;
  const res = await call.post(cashier, '/api/shifts/open', { openingFloat });
  if (res.status !== 200) throw new Error(`open shift failed: ${JSON.stringify(res.body)}`);
}

export async function buyGame(call: Call, cashier: Actor, body: Record<string, unknown>): Promise<Started> {
  await ensureOpenShift(call, cashier);
  const res = await call.post<Started>(cashier, '/api/games', body);
  if (res.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Ends the game unwon, so the cashier may start the next one. */
export async function abandon(call: Call, cashier: Actor, gameId: string): Promise<void> {
  const res = await call.post(cashier, `/api/games/${gameId}/abandon`, {});
  if (res.status !== 200) throw new Error(`abandon failed: ${JSON.stringify(res.body)}`);
}

/** The draw order as the database holds it: a test may look behind the API, the hall never can. */
export async function secretOrder(db: DbOrTx, gameId: string): Promise<number[]> {
  const [row] = await db.select({ order: games.drawOrder }).from(games).where(eq(games.id, gameId));
  if (!row) throw new Error(`no game ${gameId}`);
  return row.order;
}

/** Makes the next call due now, by moving the pace back an hour, so a test need not wait for it. */
export async function makeDue(db: DbOrTx, gameId: string): Promise<void> {
  await db.update(games).set({ paceFrom: sql`now() - interval '1 hour'` }).where(eq(games.id, gameId));
}

/** Releases the calls up to n through the API, each made due first; answers the last released count. */
export async function callUpTo(call: Call, db: DbOrTx, cashier: Actor, gameId: string, n: number) {
  let released = 0;
  for (let k = 1; k <= n; k++) {
    await makeDue(db, gameId);
    const res = await call.post<{ released: number }>(cashier, `/api/games/${gameId}/calls`, { k });
    if (res.status !== 200) throw new Error(`call ${k} failed: ${JSON.stringify(res.body)}`);
    released = res.body.released;
  }
  return released;
}

/** The call at which each card first wins in this draw (cards that never win are left out). */
export function winCalls(drawOrder: number[], gameType: number, cards: number[]): Map<number, number> {
  const calls = new Map<number, number>();
  for (const cardId of cards) {
    const k = firstWinningCall(getCard(cardId), drawOrder, gameType);
    if (k !== null) calls.set(cardId, k);
  }
  return calls;
}

/** Cards grouped by the call they first win on, earliest call first. */
export function byWinCall(calls: Map<number, number>): [number, number[]][] {
  const groups = new Map<number, number[]>();
  for (const [cardId, k] of calls) groups.set(k, [...(groups.get(k) ?? []), cardId]);
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([k, ids]) => [k, ids.sort((x, y) => x - y)]);
}
