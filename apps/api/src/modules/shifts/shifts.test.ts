import type { ClosePreview, CurrentShift, Shift, ShiftList, ShiftSettings } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { hallDay, insertPlayedGame } from '@test/fixtures/shifts';
import { appWithNetwork } from '@test/support';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, shifts } from '@/db/schema';
import { requireOpenShift } from './shifts.service';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

// The lists below ask for the day a shift opened on (hallDay), not the clock's today, so a run
// crossing midnight in Addis Ababa still finds it.
describe('a cashier’s shift', () => {
  let shift: Shift;
  let nextShift: Shift;

  it('refuses a game before the shift is open, for the games module to call', async () => {
    await expect(requireOpenShift(db(), net.cashier1.id)).rejects.toThrow(
      'Open a shift before starting a game',
    );
    const none = await call.get<CurrentShift>(net.cashier1, '/api/shifts/current');
    expect(none).toEqual({ status: 200, body: { shift: null, handover: null } });
  });

  it('opens once with the counted float; a second open is a conflict', async () => {
    const opened = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 500 });
    expect(opened.status).toBe(200);
    shift = opened.body;
    expect(shift).toMatchObject({
      cashierId: net.cashier1.id,
      cashierName: 'Cashier1 Tester',
      shopId: net.shop1.id,
      status: 'Open',
      closedAt: null,
      countedCash: null,
      overShort: null,
      handedOverCash: null,
      figures: { games: 0, stakes: 0, openingFloat: 500, expectedCash: 500 },
    });
    const again = await call.post(net.cashier1, '/api/shifts/open', { openingFloat: 10 });
    expect(again).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'SHIFT_ALREADY_OPEN',
        message: 'You already have an open shift',
      },
    });
    await expect(requireOpenShift(db(), net.cashier1.id)).resolves.toBeUndefined();
  });

  it('sums the shift’s sales rows live: stakes in, prizes, bonuses and refunds out', async () => {
    // 30 Br won with a 5 Br bonus; 20 Br with no winner; 40 Br abandoned at call 12 and refunded.
    await insertPlayedGame(db(), net.cashier1.id, { outcome: 'won', cards: 3, bet: 1000, bonus: 500 });
    await insertPlayedGame(db(), net.cashier1.id, { outcome: 'noWinner', cards: 2, bet: 1000 });
    await insertPlayedGame(db(), net.cashier1.id, {
      outcome: 'abandoned',
      cards: 4,
      bet: 1000,
      refunded: true,
      endedAtCall: 12,
    });
    // Another cashier's game is not in this shift.
    await insertPlayedGame(db(), net.cashier1b.id, { outcome: 'won', cards: 9, bet: 1000 });
    const { body } = await call.get<CurrentShift>(net.cashier1, '/api/shifts/current');
    expect(body.shift?.figures).toEqual({
      games: 3,
      cards: 9,
      stakes: 90,
      prizes: 27,
      bonuses: 5,
      refunds: 40,
      commission: 9,
      openingFloat: 500,
      expectedCash: 518,
      abandonedGames: 1,
      abandonedAfterTenCalls: 1,
      lateClaims: 0,
    });
  });

  it('previews the close with the breakdown, then closes once', async () => {
    const preview = await call.get<ClosePreview>(
      net.cashier1,
      `/api/shifts/${shift.id}/close-preview?countedCash=510.5`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      countedCash: 510.5,
      overShort: -7.5,
      figures: { expectedCash: 518 },
    });
    const bad = await call.get(net.cashier1, `/api/shifts/${shift.id}/close-preview?countedCash=abc`);
    expect(bad.body).toMatchObject({
      statusCode: 400,
      message: 'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
    });

    const closed = await call.post<Shift>(net.cashier1, `/api/shifts/${shift.id}/close`, {
      countedCash: 510.5,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'Closed', countedCash: 510.5, overShort: -7.5 });
    expect(closed.body.closedAt).not.toBeNull();
    expect(closed.body.flags).toEqual({
      overShort: false,
      abandonedAfterTenCalls: true,
      lateClaim: false,
      manyAbandoned: false,
      openPastDayEnd: false,
    });
    const again = await call.post(net.cashier1, `/api/shifts/${shift.id}/close`, { countedCash: 518 });
    expect(again).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'SHIFT_ALREADY_CLOSED',
        message: 'This shift is already closed',
      },
    });
    await expect(requireOpenShift(db(), net.cashier1.id)).rejects.toThrow(
      'Open a shift before starting a game',
    );
  });

  it('never edits a closed shift: a correction is a new entry beside it', async () => {
    const corrected = await call.post<Shift>(net.agent1, `/api/shifts/${shift.id}/corrections`, {
      amount: 7.5,
      reason: 'Found under the drawer',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ countedCash: 510.5, overShort: -7.5, correctionsTotal: 7.5 });
    expect(corrected.body.corrections).toEqual([
      {
        id: expect.any(Number),
        amount: 7.5,
        reason: 'Found under the drawer',
        createdByName: 'Agent1 Tester',
        createdAt: expect.any(String),
      },
    ]);
    const zero = await call.post(net.agent1, `/api/shifts/${shift.id}/corrections`, {
      amount: 0,
      reason: 'xyz',
    });
    expect(zero.body).toMatchObject({
      statusCode: 400,
      message: 'The correction must be a non-zero amount in Birr with at most 2 decimals',
    });
    await expect(
      db().update(shifts).set({ countedCash: 51_800 }).where(eq(shifts.id, shift.id)),
    ).rejects.toThrow();
    const [row] = await db().select({ c: shifts.countedCash }).from(shifts).where(eq(shifts.id, shift.id));
    expect(row?.c).toBe(51_050);
  });

  it('lists the day’s shifts in the viewer’s scope, and 404s outside it', async () => {
    const url = `/api/shifts?date=${hallDay(shift.openedAt)}`;
    const ids = async (who: typeof net.admin, q = '') =>
      (await call.get<ShiftList>(who, url + q)).body.items.map((s) => s.id);
    expect(await ids(net.agent1)).toEqual([shift.id]);
    expect(await ids(net.sa1)).toEqual([shift.id]);
    expect(await ids(net.admin)).toEqual([shift.id]);
    expect(await ids(net.cashier1)).toEqual([shift.id]);
    expect(await ids(net.agent2)).toEqual([]);
    expect(await ids(net.sa2)).toEqual([]);
    expect(await ids(net.agent1b)).toEqual([]);
    const empty = await call.get<ShiftList>(net.agent1, '/api/shifts?date=2001-01-01');
    expect(empty.body.items).toEqual([]);
    expect(empty.body.totals).toMatchObject({ shifts: 0, games: 0, stakes: 0, overShort: 0 });
    const day = await call.get<ShiftList>(net.agent1, url);
    expect(day.body.totals).toEqual({
      shifts: 1,
      openShifts: 0,
      carriedOver: 0,
      games: 3,
      cards: 9,
      stakes: 90,
      prizes: 27,
      bonuses: 5,
      refunds: 40,
      commission: 9,
      expectedCash: 518,
      countedCash: 510.5,
      overShort: -7.5,
      openExpectedCash: 0,
      corrections: 7.5,
    });
    const outside = await call.get(net.agent2, `${url}&cashierId=${net.cashier1.id}`);
    expect(outside).toEqual({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        code: 'SHOP_CASHIER_NOT_FOUND',
        message: 'Cashier not found',
      },
    });
    expect((await call.get(net.cashier1b, `${url}&cashierId=${net.cashier1.id}`)).status).toBe(404);
    expect(await ids(net.agent1, `&cashierId=${net.cashier1.id}`)).toEqual([shift.id]);
    expect((await call.get(net.agent2, `/api/shifts/${shift.id}`)).status).toBe(404);
    expect((await call.get(net.agent1, `/api/shifts/${shift.id}`)).status).toBe(200);
    const badDay = await call.get(net.agent1, '/api/shifts?date=23-11-2026');
    expect(badDay.body).toMatchObject({ statusCode: 400, message: 'date must be a day as YYYY-MM-DD' });
  });

  it('lets no one outside the scope close or correct a shift (404), and only cashiers open', async () => {
    const opened = await call.post<Shift>(net.cashier1b, '/api/shifts/open', { openingFloat: 0 });
    const id = opened.body.id;
    expect((await call.post(net.agent2, `/api/shifts/${id}/close`, { countedCash: 0 })).status).toBe(404);
    expect((await call.post(net.agent1, `/api/shifts/${id}/close`, { countedCash: 0 })).status).toBe(404);
    expect((await call.post(net.cashier1, `/api/shifts/${id}/close`, { countedCash: 0 })).status).toBe(404);
    expect(
      (await call.post(net.sa2, `/api/shifts/${id}/corrections`, { amount: 1, reason: 'nope' })).status,
    ).toBe(404);
    expect((await call.post(net.agent1b, '/api/shifts/open', { openingFloat: 1 })).status).toBe(403);
    // Its own agent may close a shift the cashier forgot.
    const closed = await call.post<Shift>(net.agent1b, `/api/shifts/${id}/close`, { countedCash: 0 });
    expect(closed.body).toMatchObject({ status: 'Closed', overShort: 0 });
  });

  it('will not close while the cashier’s game is running', async () => {
    const opened = await call.post<Shift>(net.cashier2, '/api/shifts/open', { openingFloat: 100 });
    const gameId = await insertPlayedGame(db(), net.cashier2.id, { outcome: 'won', cards: 2, bet: 1000 });
    await db().update(games).set({ status: 'running' }).where(eq(games.id, gameId));
    // The preview says so before the close is confirmed, to the cashier and to its agent.
    const previewUrl = `/api/shifts/${opened.body.id}/close-preview?countedCash=100`;
    for (const viewer of [net.cashier2, net.agent2]) {
      const preview = await call.get<ClosePreview>(viewer, previewUrl);
      expect(preview.body).toMatchObject({ countedCash: 100, gameRunning: true });
    }
    const refused = await call.post(net.cashier2, `/api/shifts/${opened.body.id}/close`, {
      countedCash: 100,
    });
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SHIFT_GAME_RUNNING',
      message: 'Finish or end the running game before closing the shift',
    });
    await db().update(games).set({ status: 'won' }).where(eq(games.id, gameId));
    expect((await call.get<ClosePreview>(net.cashier2, previewUrl)).body.gameRunning).toBe(false);
    const closed = await call.post<Shift>(net.cashier2, `/api/shifts/${opened.body.id}/close`, {
      countedCash: 100,
      handover: true,
    });
    // 100 + 20 − 18 = 102 expected: 2 Br short.
    expect(closed.body).toMatchObject({ overShort: -2, handover: true });
  });

  it('hands the counted cash over to the shop’s next shift, shown beside its float', async () => {
    const current = await call.get<CurrentShift>(net.cashier2, '/api/shifts/current');
    expect(current.body).toMatchObject({
      shift: null,
      handover: { cashierName: 'Cashier2 Tester', countedCash: 100 },
    });
    const next = await call.post<Shift>(net.cashier2, '/api/shifts/open', { openingFloat: 95 });
    nextShift = next.body;
    expect(next.body).toMatchObject({ handedOverCash: 100, figures: { openingFloat: 95 } });
    const after = await call.get<CurrentShift>(net.cashier2, '/api/shifts/current');
    expect(after.body.handover).toBeNull();
  });

  it('flags by the agent’s own threshold and abandoned-games limit', async () => {
    expect((await call.get<ShiftSettings>(net.agent2, '/api/shifts/settings')).body).toEqual({
      overShortThreshold: 50,
      maxAbandonedGames: 2,
    });
    const saved = await call.put<ShiftSettings>(net.agent2, '/api/shifts/settings', {
      overShortThreshold: 1.5,
      maxAbandonedGames: 0,
    });
    expect(saved).toEqual({ status: 200, body: { overShortThreshold: 1.5, maxAbandonedGames: 0 } });
    expect((await call.put(net.cashier2, '/api/shifts/settings', saved.body)).status).toBe(403);
    const bad = await call.put(net.agent2, '/api/shifts/settings', {
      overShortThreshold: -1,
      maxAbandonedGames: 1,
    });
    expect(bad.body).toMatchObject({
      message: 'The threshold must be 0 or more Birr with at most 2 decimals',
    });

    await insertPlayedGame(db(), net.cashier2.id, {
      outcome: 'abandoned',
      cards: 2,
      bet: 1000,
      endedAtCall: 3,
    });
    await insertPlayedGame(db(), net.cashier2.id, { outcome: 'won', cards: 2, bet: 1000, lateClaim: true });
    const { body } = await call.get<ShiftList>(net.agent2, `/api/shifts?date=${hallDay(nextShift.openedAt)}`);
    const [first, second] = body.items;
    expect(first?.flags).toMatchObject({ overShort: true, manyAbandoned: false, lateClaim: false });
    expect(second?.flags).toEqual({
      overShort: false,
      abandonedAfterTenCalls: false,
      lateClaim: true,
      manyAbandoned: true,
      openPastDayEnd: false,
    });
  });

  it('keeps a shift opened on an earlier day open and flagged on every later day', async () => {
    const [open] = await db()
      .select({ id: shifts.id })
      .from(shifts)
      .where(sql`${shifts.cashierId} = ${net.cashier2.id} and ${shifts.closedAt} is null`);
    await db()
      .update(shifts)
      .set({ openedAt: new Date('2025-03-01T20:00:00Z') })
      .where(eq(shifts.id, open?.id ?? ''));
    for (const date of ['2025-03-01', '2025-03-02', hallDay()]) {
      const { body } = await call.get<ShiftList>(net.agent2, `/api/shifts?date=${date}`);
      expect(body.items.map((s) => [s.status, s.flags.openPastDayEnd])).toContainEqual(['Open', true]);
    }
    expect((await call.get<ShiftList>(net.agent2, '/api/shifts?date=2025-02-28')).body.items).toEqual([]);
  });
});
