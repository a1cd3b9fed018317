import type { Shift } from '@bingo/contracts';
import { drawCommitment } from '@bingo/engine';
import { chainEvents } from '@test/fixtures/audit';
import {
  ALL_CARDS,
  buyGame,
  byWinCall,
  callUpTo,
  openShop1,
  secretOrder,
  winCalls,
} from '@test/fixtures/games';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameCalls, gameClaims, games } from '@/db/schema';
import { verifyAuditChains } from '../audit/audit-verify';
import { shopChain } from '../audit/chain';
import { verifyFinishedGames } from '../audit/finished-games';
import { auditVerify } from '../audit/verify-report';
import { finishedGamesAfter } from './finished-games.repo';

/** A game and a shift played through the API leave their events on the shop's chain, in order. */
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
});

const shopEvents = () => chainEvents(db(), shopChain(net.shop1.id));

const ok = async <T>(reply: Promise<{ status: number; body: T }>) => {
  const res = await reply;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

let wonGameId = '';
let abandonedGameId = '';

describe('games and shifts on the audit chain', () => {
  it('records the start, the calling changes, a claim, a lock and the win, last in each change', async () => {
    const open = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 25.5 });
    expect(open.status).toBe(200);
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
    });
    wonGameId = game.gameId;
    const g = (path: string) => `/api/games/${game.gameId}${path}`;
    await ok(call.post(net.cashier1, g('/pause'), {}));
    await ok(call.post(net.cashier1, g('/pause'), {}));
    await ok(call.post(net.cashier1, g('/speed'), { callIntervalMs: 3000 }));
    await ok(call.post(net.cashier1, g('/resume'), {}));

    const order = await secretOrder(db(), game.gameId);
    const [[k, [winner] = []] = [0, []]] = byWinCall(winCalls(order, 0, ALL_CARDS)).filter(([at]) => at >= 5);
    const wins = winCalls(order, 0, ALL_CARDS);
    const loser = ALL_CARDS.find((c) => (wins.get(c) ?? 76) > k);
    await callUpTo(call, db(), net.cashier1, game.gameId, k);
    await ok(call.post(net.cashier1, g('/check'), { cardId: loser }));
    await ok(call.post(net.cashier1, g('/lock'), { cardId: loser }));
    expect(await ok(call.post(net.cashier1, g('/lock'), { cardId: loser }))).toEqual({
      gameId: game.gameId,
      cardId: loser,
      locked: true,
    });
    const win = await ok(
      call.post<{ won: boolean; gameStatus: string }>(net.cashier1, g('/check'), { cardId: winner }),
    );
    expect(win).toMatchObject({ won: true, gameStatus: 'won' });

    const all = await shopEvents();
    const events = all.slice(all.findIndex((e) => e.kind === 'ShiftOpened'));
    expect(events.map((e) => e.kind)).toEqual([
      'ShiftOpened',
      'GamePurchase',
      'GameStarted',
      'GamePaused',
      'CallSpeedChanged',
      'GameResumed',
      'GamePaused',
      'ClaimRecorded',
      'CardLocked',
      'ClaimRecorded',
      'GameWon',
    ]);
    expect(events.every((e) => e.actorId === net.cashier1.id)).toBe(true);
    expect(events[0]?.subject).toEqual({ shiftId: open.body.id, openingFloat: 2550, handedOverCash: null });
    expect(events[2]?.subject).toMatchObject({
      gameId: game.gameId,
      cards: ALL_CARDS,
      betAmount: 100,
      totalAmount: 15_000,
      commission: 1500,
      prize: 13_500,
      commitment: game.commitment,
    });
    expect(events[4]?.subject).toEqual({ gameId: game.gameId, callIntervalMs: 3000, released: 0 });
    expect(events[6]?.subject).toEqual({ gameId: game.gameId, released: k });
    expect(events[7]?.subject).toMatchObject({
      gameId: game.gameId,
      cardId: loser,
      calledCount: k,
      won: false,
    });
    expect(events[8]?.subject).toEqual({ gameId: game.gameId, cardId: loser, released: k });
    expect(events[9]?.subject).toMatchObject({ cardId: winner, calledCount: k, won: true, late: false });
    expect(events[10]?.subject).toMatchObject({ gameId: game.gameId, winningCall: k });
    expect(JSON.stringify(events)).not.toContain(JSON.stringify(order));

    expect((await verifyAuditChains(db())).broken).toEqual([]);
    expect(await verifyFinishedGames(db(), finishedGamesAfter)).toEqual({ games: 1, unsound: [] });
  });

  it('records an abandon with its refund, and the shift counts the refund, the close and a correction', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 5,
    });
    abandonedGameId = game.gameId;
    const ended = await ok(call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, { refunded: true }));
    expect(ended).toEqual({ gameId: game.gameId, status: 'abandoned', endedAtCall: 0 });
    const [row] = await db()
      .select({ refunded: games.stakesRefunded })
      .from(games)
      .where(eq(games.id, game.gameId));
    expect(row?.refunded).toBe(true);
    // The agent's replay and printed report say it too, so a shift's refunds can be reconciled.
    const record = await ok(call.get<{ stakesRefunded: boolean }>(net.agent1, `/api/games/${game.gameId}`));
    expect(record).toMatchObject({ status: 'abandoned', outcome: 'Abandoned', stakesRefunded: true });

    const current = await ok(call.get<{ shift: Shift }>(net.cashier1, '/api/shifts/current'));
    expect(current.shift.figures).toMatchObject({ refunds: 10, stakes: 160 });
    const closed = await ok(
      call.post<Shift>(net.cashier1, `/api/shifts/${current.shift.id}/close`, { countedCash: 30 }),
    );
    await ok(
      call.post(net.agent1, `/api/shifts/${closed.id}/corrections`, { amount: -1.25, reason: 'Miscount' }),
    );

    const events = await shopEvents();
    expect(events.slice(-5)).toEqual([
      expect.objectContaining({ kind: 'GamePurchase' }),
      expect.objectContaining({ kind: 'GameStarted' }),
      {
        kind: 'GameAbandoned',
        actorId: net.cashier1.id,
        subject: { gameId: game.gameId, endedAtCall: 0, refund: 1000 },
      },
      {
        kind: 'ShiftClosed',
        actorId: net.cashier1.id,
        subject: {
          shiftId: closed.id,
          countedCash: 3000,
          expectedCash: closed.figures.expectedCash * 100,
          overShort: 3000 - closed.figures.expectedCash * 100,
          handover: false,
        },
      },
      {
        kind: 'ShiftCorrected',
        actorId: net.agent1.id,
        subject: { shiftId: closed.id, amount: -125, reason: 'Miscount' },
      },
    ]);
    expect((await verifyAuditChains(db())).broken).toEqual([]);
  });

  it('names a game whose claim was rewritten behind the API, and audit:verify fails', async () => {
    expect((await auditVerify(db(), finishedGamesAfter)).code).toBe(0);
    await db().execute(sql`alter table game_claims disable trigger user`);
    await db().execute(
      sql`update ${gameClaims} set won = not won where game_id = ${wonGameId}::uuid and won = false`,
    );
    await db().execute(sql`alter table game_claims enable trigger user`);

    const report = await verifyFinishedGames(db(), finishedGamesAfter);
    expect(report.games).toBe(2);
    expect(report.unsound).toEqual([
      {
        gameId: wonGameId,
        shopId: net.shop1.id,
        findings: expect.arrayContaining([expect.objectContaining({ code: 'claim-verdict-mismatch' })]),
      },
    ]);
    const outcome = await auditVerify(db(), finishedGamesAfter);
    expect(outcome.code).toBe(1);
    expect(outcome.problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^UNSOUND game ${wonGameId} in shop ${net.shop1.id} \\(claim-verdict-mismatch\\): `),
      ),
    );
    expect(outcome.summary).toMatch(
      /^Audit verify FAILED: 1 unsound game\(s\) of \d+ chains, \d+ events, 2 finished games\.$/,
    );
  });

  it('keeps what a game was sealed with: its draw, cards and stakes never change, and it stays', async () => {
    const sealed = sql`${games.id} = ${abandonedGameId}::uuid`;
    const refused = [
      sql`update ${games} set draw_order = draw_order[75:75] || draw_order[1:74] where ${sealed}`,
      sql`update ${games} set commitment = repeat('0', 64) where ${sealed}`,
      sql`update ${games} set prize = prize + 100 where ${sealed}`,
      sql`update ${games} set rate_percent = 50 where ${sealed}`,
      sql`update ${games} set cards = array[3, 4] where ${sealed}`,
      sql`delete from ${games} where ${sealed}`,
    ];
    for (const statement of refused) await expect(db().execute(statement)).rejects.toThrow();
    // Its progress is not sealed: a game's status, pace and outcome move as it is played.
    await db().update(games).set({ paused: false }).where(eq(games.id, abandonedGameId));
    await db().update(games).set({ prize: sql`prize` }).where(eq(games.id, abandonedGameId));
  });

  it('names a game whose draw was rewritten with a commitment to match, and a call changed', async () => {
    const [row] = await db().select().from(games).where(eq(games.id, abandonedGameId));
    const forged = [...(row?.drawOrder ?? [])].reverse();
    await db().execute(sql`alter table games disable trigger user`);
    await db()
      .update(games)
      .set({ drawOrder: forged, commitment: drawCommitment(forged, row?.salt ?? '') })
      .where(eq(games.id, abandonedGameId));
    await db().execute(sql`alter table games enable trigger user`);
    await db().execute(sql`alter table game_calls disable trigger user`);
    await db().execute(
      sql`update ${gameCalls} set number = number % 75 + 1 where game_id = ${wonGameId}::uuid and k = 1`,
    );
    await db().execute(sql`alter table game_calls enable trigger user`);

    const { unsound } = await verifyFinishedGames(db(), finishedGamesAfter);
    const codes = new Map(unsound.map((g) => [g.gameId, g.findings.map((f) => f.code)]));
    expect(codes.get(abandonedGameId)).toEqual(['commitment-mismatch']);
    expect(codes.get(wonGameId)).toContain('calls-off-order');
  });

  it('names a game whose commission rate was rewritten: the sealed prize no longer follows from it', async () => {
    await db().execute(sql`alter table games disable trigger user`);
    await db().update(games).set({ ratePercent: '50.00' }).where(eq(games.id, wonGameId));
    await db().execute(sql`alter table games enable trigger user`);

    const outcome = await auditVerify(db(), finishedGamesAfter);
    expect(outcome.code).toBe(1);
    // 150 cards at 1 Br: at 50% the prize would be 75 Br, not the 135 Br sealed at the start.
    expect(outcome.problems).toContain(
      `UNSOUND game ${wonGameId} in shop ${net.shop1.id} (money-mismatch): The prize is recorded as 13500 santim, but 150 cards at 100 santim make 15000, and less the 50% commission, rounded to whole Birr, the prize is 7500.`,
    );
  });
});
