import { HEALTHY_LEDGER, ledgerInvariants } from '@test/fixtures/money';
import { createTestDb, type TestDatabase } from '@test/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOverview } from '../modules/balance/balance.service';
import { listCommissionRates } from '../modules/commission/commission.service';
import { listGameSettings } from '../modules/game-settings/game-settings.service';
import { listShopJackpots } from '../modules/jackpots/jackpots.service';
import { seedDemoIfEmpty } from './index';

let database: TestDatabase;
const admin = { id: '00000000-0000-4000-8000-000000000000', role: 'Admin' as const };

beforeAll(async () => {
  database = await createTestDb();
  await seedDemoIfEmpty(database.db);
});
afterAll(() => database.close());

describe('the demo money', () => {
  it('funds every demo cashier through the hierarchy and keeps the ledger whole', async () => {
    const overview = await balanceOverview(database.db);
    const balances = Object.fromEntries(overview.items.map((u) => [u.email, u.balance]));
    expect(balances).toMatchObject({
      'superagent1@bingo.et': 25_000,
      'superagent2@bingo.et': 12_000,
      'cashier1@bingo.et': 5_000,
      'cashier2@bingo.et': 5_000,
      'cashier3@bingo.et': 5_000,
      'cashier4@bingo.et': 5_000,
    });
    expect(overview.totalSystemBalance).toBe(70_000);
    expect(await ledgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('saves the default commission rates, settings for every shop and some jackpots', async () => {
    expect((await listCommissionRates(database.db)).items.map((r) => r.rate)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    const settings = (await listGameSettings(database.db, admin)).items;
    expect(settings).toHaveLength(4);
    expect(settings.every((s) => s.maxCards === 100 && s.minStackAmount === 5)).toBe(true);
    const jackpots = (await listShopJackpots(database.db, admin)).items;
    expect(jackpots.map((j) => [j.shopName, j.bonusAmount, j.status])).toEqual([
      ['Adama Lucky Bingo', 500, 1],
      ['Bole Bingo House', 750, 0],
      ['Piazza Bingo', 1000, 1],
    ]);
  });
});
