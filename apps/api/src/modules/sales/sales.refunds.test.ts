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
