import type { Shift } from '@bingo/contracts';
import { mulberry32, toBirr } from '@bingo/engine';
import { caller } from '@test/fixtures/money';
import { insertPlayedGame, moneyOf, type PlayedGame, randomGame } from '@test/fixtures/shifts';
import { type Actor, appWithNetwork, signal, untilWaitingOnLocks } from '@test/support';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, salesHistory, shifts } from '@/db/schema';
import { requireOpenShift } from './shifts.service';

// Real PostgreSQL: the sums, and the races on opening and closing that PGlite cannot have.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

/** The shift's figures summed straight from its sales rows, independently of the shifts module. */
async function salesSums(shiftId: string) {
  const [s] = await db().select().from(shifts).where(eq(shifts.id, shiftId));
  if (!s?.closedAt) throw new Error('shift not closed');
  const [row] = await db()
    .select({
      games: sql<number>`count(*)::int`.mapWith(Number),
      cards: sql<number>`coalesce(sum(${salesHistory.numberOfCards}), 0)::bigint`.mapWith(Number),
      stakes: sql<number>`coalesce(sum(${salesHistory.totalAmount}), 0)::bigint`.mapWith(Number),
      prizes: sql<number>`coalesce(sum(${salesHistory.actualWin}), 0)::bigint`.mapWith(Number),
      bonuses: sql<number>`coalesce(sum(${salesHistory.bonusAmount}), 0)::bigint`.mapWith(Number),
      commission: sql<number>`coalesce(sum(${salesHistory.commission}), 0)::bigint`.mapWith(Number),
      refunds:
        sql<number>`coalesce(sum(${salesHistory.totalAmount}) filter (where ${games.stakesRefunded}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(salesHistory)
    .innerJoin(games, eq(games.id, salesHistory.gameId))
    .where(
      and(
        eq(salesHistory.userId, s.cashierId),
        gte(salesHistory.playedAt, s.openedAt),
        lt(salesHistory.playedAt, s.closedAt),
      ),
    );
  return row;
}

/** Opens, plays `played` and closes with `counted` santim; answers the closed shift. */
async function runShift(
  cashier: Actor,
  float: number,
  played: PlayedGame[],
  counted: (expected: number) => number,
) {
  const opened = await call.post<Shift>(cashier, '/api/shifts/open', { openingFloat: toBirr(float) });
  expect(opened.status).toBe(200);
  for (const g of played) await insertPlayedGame(db(), cashier.id, g);
  const live = await call.get<{ shift: Shift }>(cashier, '/api/shifts/current');
  const expected = Math.round(live.body.shift.figures.expectedCash * 100);
  const closed = await call.post<Shift>(cashier, `/api/shifts/${opened.body.id}/close`, {
    countedCash: toBirr(counted(expected)),
  });
  expect(closed.status).toBe(200);
  return closed.body;
}

describe('shift cash on PostgreSQL', () => {
  it('expects float + stakes − prizes − bonuses − refunds over 25 random shifts, equal to the sales rows', async () => {
    const next = mulberry32(20_261_123);
    const cashiers = [net.cashier1, net.cashier1b, net.cashier2];
    for (let round = 0; round < 25; round++) {
      const cashier = cashiers[round % cashiers.length] as Actor;
      const float = 100 * (next() % 5000) + (next() % 100);
      const played = Array.from({ length: next() % 12 }, () => randomGame(next));
      const sign = (next() % 3) - 1;
      const delta = sign * (1 + (next() % 10_000));
      const shift = await runShift(cashier, float, played, (expected) => Math.max(0, expected + delta));

      const money = played.map(moneyOf);
      const sum = (k: keyof ReturnType<typeof moneyOf>) => money.reduce((t, m) => t + m[k], 0);
      const expected = float + sum('stakes') - sum('prize') - sum('bonus') - sum('refund');
      expect(Math.round(shift.figures.expectedCash * 100)).toBe(expected);
      const counted = Math.max(0, expected + delta);
      expect(Math.round((shift.overShort ?? Number.NaN) * 100)).toBe(counted - expected);
      expect(Math.sign(shift.overShort ?? Number.NaN)).toBe(Math.sign(counted - expected));

      const rows = await salesSums(shift.id);
      expect({
        games: shift.figures.games,
        cards: shift.figures.cards,
        stakes: Math.round(shift.figures.stakes * 100),
        prizes: Math.round(shift.figures.prizes * 100),
        bonuses: Math.round(shift.figures.bonuses * 100),
        commission: Math.round(shift.figures.commission * 100),
        refunds: Math.round(shift.figures.refunds * 100),
      }).toEqual(rows);
      expect(shift.figures.games).toBe(played.length);
      expect(shift.figures.abandonedGames).toBe(played.filter((g) => g.outcome === 'abandoned').length);

      const again = await call.post(cashier, `/api/shifts/${shift.id}/close`, { countedCash: 1 });
      expect(again.body).toMatchObject({ statusCode: 409, message: 'This shift is already closed' });
    }
  });

  it('keeps the original count when corrected, and refuses any edit of a closed shift', async () => {
    const shift = await runShift(
      net.cashier1,
      10_000,
      [{ outcome: 'won', cards: 5, bet: 1000 }],
      (e) => e - 2000,
    );
    expect(shift.overShort).toBe(-20);
    const corrected = await call.post<Shift>(net.agent1, `/api/shifts/${shift.id}/corrections`, {
      amount: 20,
      reason: 'Prize paid twice, returned by the player',
    });
    expect(corrected.body).toMatchObject({
      countedCash: shift.countedCash,
      overShort: -20,
      correctionsTotal: 20,
    });
    await expect(db().delete(shifts).where(eq(shifts.id, shift.id))).rejects.toThrow();
    await expect(
      db().update(shifts).set({ countedCash: 0 }).where(eq(shifts.id, shift.id)),
    ).rejects.toThrow();
    const reread = await call.get<Shift>(net.agent1, `/api/shifts/${shift.id}`);
    expect(reread.body).toEqual(corrected.body);
  });

  it('opens one shift of 20 parallel opens, and closes it once of 20 parallel closes', async () => {
    const opens = await Promise.all(
      Array.from({ length: 20 }, () =>
        call.post<Shift>(net.cashier2, '/api/shifts/open', { openingFloat: 50 }),
      ),
    );
    expect(opens.filter((r) => r.status === 200)).toHaveLength(1);
    expect(opens.filter((r) => r.status === 409)).toHaveLength(19);
    const id = opens.find((r) => r.status === 200)?.body.id;
    const closes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call.post(net.cashier2, `/api/shifts/${id}/close`, { countedCash: 50 + i }),
      ),
    );
    expect(closes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(closes.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('hides another agent’s cashier’s shift: not seen, not closed, not corrected (404)', async () => {
    const opened = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 10 });
    const id = opened.body.id;
    for (const outsider of [net.agent2, net.agent1b, net.sa2]) {
      expect((await call.get(outsider, `/api/shifts/${id}`)).status).toBe(404);
      expect((await call.post(outsider, `/api/shifts/${id}/close`, { countedCash: 10 })).status).toBe(404);
      expect(
        (await call.post(outsider, `/api/shifts/${id}/corrections`, { amount: 1, reason: 'abc' })).status,
      ).toBe(404);
    }
    expect((await call.get<Shift>(net.sa1, `/api/shifts/${id}`)).body.status).toBe('Open');
  });

  it('waits for a game started under requireOpenShift before closing, and counts its sale', async () => {
    const opened = await call.post<Shift>(net.cashier1b, '/api/shifts/open', { openingFloat: 0 });
    const { promise: gate, fire: release } = signal();
    const { promise: shiftHeld, fire: holdsShift } = signal();
    // What the games module does in its purchase transaction once the hook is in.
    const purchase = db().transaction(async (tx) => {
      await requireOpenShift(tx, net.cashier1b.id);
      holdsShift();
      await gate;
      await insertPlayedGame(tx, net.cashier1b.id, { outcome: 'noWinner', cards: 2, bet: 1000 });
    });
    await shiftHeld;
    const closing = call.post<Shift>(net.cashier1b, `/api/shifts/${opened.body.id}/close`, {
      countedCash: 20,
    });
    await untilWaitingOnLocks(db());
    release();
    await purchase;
    const closed = await closing;
    expect(closed.body).toMatchObject({ status: 'Closed', overShort: 0, figures: { games: 1, stakes: 20 } });
    await expect(db().transaction((tx) => requireOpenShift(tx, net.cashier1b.id))).rejects.toThrow(
      'Open a shift before starting a game',
    );
  });
});
