import type { Shift, ShiftList } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { hallDay, insertPlayedGame } from '@test/fixtures/shifts';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shifts } from '@/db/schema';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

/** 20:00 in Addis Ababa on 2025-03-01: a shift opened late that runs past midnight. */
const EVENING = new Date('2025-03-01T17:00:00Z');
const OPENED_ON = '2025-03-01';

const dayList = async (date: string) =>
  (await call.get<ShiftList>(net.agent1, `/api/shifts?date=${date}`)).body;

describe('a shift across midnight in the day totals', () => {
  let overnight: Shift;
  let today: Shift;

  it('opens in the evening, plays, and is closed on a later day', async () => {
    const opened = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 1000 });
    await db().update(shifts).set({ openedAt: EVENING }).where(eq(shifts.id, opened.body.id));
    // 30 Br won (27 Br prize) and 20 Br with no winner: 1,000 + 50 − 27 = 1,023 Br expected.
    await insertPlayedGame(db(), net.cashier1.id, { outcome: 'won', cards: 3, bet: 1000 });
    await insertPlayedGame(db(), net.cashier1.id, { outcome: 'noWinner', cards: 2, bet: 1000 });
    const closed = await call.post<Shift>(net.cashier1, `/api/shifts/${opened.body.id}/close`, {
      countedCash: 1023,
    });
    overnight = closed.body;
    expect(overnight).toMatchObject({ status: 'Closed', openedOn: OPENED_ON, overShort: 0 });
    const next = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 200 });
    await insertPlayedGame(db(), net.cashier1.id, { outcome: 'noWinner', cards: 1, bet: 500 });
    today = next.body;
    expect(today.openedOn).toBe(hallDay());
  });

  it('counts the shift in the totals of the day it opened on', async () => {
    const day = await dayList(OPENED_ON);
    expect(day.items.map((s) => s.id)).toEqual([overnight.id]);
    expect(day.totals).toMatchObject({
      shifts: 1,
      openShifts: 0,
      carriedOver: 0,
      games: 2,
      cards: 5,
      stakes: 50,
      prizes: 27,
      commission: 5,
      expectedCash: 1023,
      countedCash: 1023,
      overShort: 0,
      openExpectedCash: 0,
    });
  });

  it('lists it on the later days, marked with its opening day, but leaves it out of their totals', async () => {
    const between = await dayList('2025-03-02');
    expect(between.items.map((s) => [s.id, s.openedOn])).toEqual([[overnight.id, OPENED_ON]]);
    expect(between.totals).toMatchObject({
      shifts: 0,
      openShifts: 0,
      carriedOver: 1,
      games: 0,
      stakes: 0,
      countedCash: 0,
      overShort: 0,
    });

    const now = await dayList(hallDay());
    expect(now.items.map((s) => [s.id, s.openedOn])).toEqual([
      [overnight.id, OPENED_ON],
      [today.id, hallDay()],
    ]);
    expect(now.totals).toMatchObject({
      shifts: 1,
      openShifts: 1,
      carriedOver: 1,
      games: 1,
      cards: 1,
      stakes: 5,
      prizes: 0,
      // The open drawer's 200 + 5 Br is not set beside the counts of closed shifts (there are none).
      expectedCash: 0,
      countedCash: 0,
      overShort: 0,
      openExpectedCash: 205,
    });
  });

  it('keeps the shift flagged as open past its day’s end once it is closed', async () => {
    expect(overnight.flags.openPastDayEnd).toBe(true);
    const listed = (await dayList(OPENED_ON)).items[0];
    expect(listed?.flags.openPastDayEnd).toBe(true);
    const got = await call.get<Shift>(net.agent1, `/api/shifts/${overnight.id}`);
    expect(got.body.flags.openPastDayEnd).toBe(true);
    // Today's shift opened and is still open today: no flag.
    expect(today.flags.openPastDayEnd).toBe(false);
  });

  it('adds up over the days to each game once', async () => {
    const days = [await dayList(OPENED_ON), await dayList('2025-03-02'), await dayList(hallDay())];
    const games = days.reduce((n, d) => n + d.totals.games, 0);
    const stakes = days.reduce((n, d) => n + d.totals.stakes, 0);
    expect([games, stakes]).toEqual([3, 55]);
  });

  it('sets the closed shifts’ expected cash beside their counts, and the open shifts’ apart', async () => {
    const first = await call.post<Shift>(net.cashier2, '/api/shifts/open', { openingFloat: 100 });
    await call.post(net.cashier2, `/api/shifts/${first.body.id}/close`, { countedCash: 98 });
    await call.post(net.cashier2, '/api/shifts/open', { openingFloat: 1000 });
    const { totals } = (await call.get<ShiftList>(net.agent2, `/api/shifts?date=${hallDay()}`)).body;
    expect(totals).toMatchObject({
      shifts: 2,
      openShifts: 1,
      expectedCash: 100,
      countedCash: 98,
      overShort: -2,
      openExpectedCash: 1000,
    });
  });
});
