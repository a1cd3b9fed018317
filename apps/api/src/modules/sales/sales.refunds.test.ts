import type { SalesRecord, SalesSummary, Shift } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { insertPlayedGame } from '@test/fixtures/shifts';
import { appWithNetwork } from '@test/support';
import { beforeAll, describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

let won: string;
let refunded: string;
let kept: string;

beforeAll(async () => {
  const opened = await call.post(net.cashier1, '/api/shifts/open', { openingFloat: 0 });
  if (opened.status !== 200) throw new Error(`open shift failed: ${JSON.stringify(opened.body)}`);
  const db = ctx.database.db;
  // 400 Br won (prize 360) with the shop's 500 Br jackpot on top; 100 Br abandoned and handed
  // back; 50 Br abandoned with the stakes kept.
  won = await insertPlayedGame(db, net.cashier1.id, { outcome: 'won', cards: 40, bet: 1000, bonus: 50_000 });
  refunded = await insertPlayedGame(db, net.cashier1.id, {
    outcome: 'abandoned',
    cards: 10,
    bet: 1000,
    refunded: true,
  });
  kept = await insertPlayedGame(db, net.cashier1.id, { outcome: 'abandoned', cards: 5, bet: 1000 });
});

describe('refunded stakes in the sales history', () => {
  it('sums the refunds as the shift counts them, so the figures come to the drawer’s expected cash', async () => {
    const summary = (await call.get<SalesSummary>(net.cashier1, '/api/SalesHistory/summary')).body;
    expect(summary).toMatchObject({
      totalRevenue: 550,
      totalWinnings: 360,
      totalBonus: 500,
      totalRefunds: 100,
      totalNet: -410,
    });
    const shift = (await call.get<{ shift: Shift }>(net.cashier1, '/api/shifts/current')).body.shift;
    expect(shift.figures).toMatchObject({
      stakes: 550,
      prizes: 360,
      bonuses: 500,
      refunds: 100,
      expectedCash: -410,
    });
    // Each role above sees the same refunds, and so does the per-user summary.
    expect((await call.get<SalesSummary>(net.agent1, '/api/SalesHistory/summary')).body.totalRefunds).toBe(
      100,
    );
    const perUser = await call.get<{ items: (SalesSummary & { userId: string })[] }>(
      net.sa1,
      '/api/SalesHistory/users/summary',
    );
    expect(perUser.body.items.find((u) => u.userId === net.cashier1.id)?.totalRefunds).toBe(100);
  });

  it('nets the santim exactly, where Birr added as floats would not', async () => {
    const db = ctx.database.db;
    // Stakes of 0.10 and 0.20 Br kept, 30.15 Br won (prize 27.14) with a 0.10 Br jackpot, and
    // 0.33 Br handed back: in floats 30.78 − 27.14 − 0.10 − 0.33 is 3.2100000000000004.
    await insertPlayedGame(db, net.cashier1b.id, { outcome: 'noWinner', cards: 1, bet: 10 });
    await insertPlayedGame(db, net.cashier1b.id, { outcome: 'noWinner', cards: 1, bet: 20 });
    await insertPlayedGame(db, net.cashier1b.id, { outcome: 'won', cards: 3, bet: 1005, bonus: 10 });
    await insertPlayedGame(db, net.cashier1b.id, { outcome: 'abandoned', cards: 1, bet: 33, refunded: true });
    const { body } = await call.get<SalesSummary>(net.cashier1b, '/api/SalesHistory/summary');
    expect(body).toMatchObject({
      totalRevenue: 30.78,
      totalWinnings: 27.14,
      totalBonus: 0.1,
      totalRefunds: 0.33,
      totalNet: 3.21,
    });
    // Above both cashiers, the net is their two nets: −410 + 3.21.
    expect((await call.get<SalesSummary>(net.sa1, '/api/SalesHistory/summary')).body.totalNet).toBe(-406.79);
    const perUser = await call.get<{ items: (SalesSummary & { userId: string })[] }>(
      net.sa1,
      '/api/SalesHistory/users/summary',
    );
    const netOf = (userId: string) => perUser.body.items.find((u) => u.userId === userId)?.totalNet;
    expect([netOf(net.cashier1.id), netOf(net.cashier1b.id), netOf(net.agent1b.id)]).toEqual([
      -410, 3.21, 3.21,
    ]);
  });

  it('marks the refunded sale, and only it', async () => {
    const { body } = await call.get<{ items: SalesRecord[] }>(net.cashier1, '/api/SalesHistory');
    const flags = Object.fromEntries(body.items.map((r) => [r.gameId, [r.outcome, r.refunded]]));
    expect(flags).toEqual({
      [won]: ['Won', false],
      [refunded]: ['Abandoned', true],
      [kept]: ['Abandoned', false],
    });
  });

  it('counts no refund where nothing was handed back', async () => {
    const { body } = await call.get<SalesSummary>(net.cashier2, '/api/SalesHistory/summary');
    expect(body).toMatchObject({ totalGames: 0, totalRefunds: 0 });
  });
});
