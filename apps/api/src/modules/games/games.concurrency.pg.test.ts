import { getCard, judgeClaim } from '@bingo/engine';
import { abandon, buyGame, callUpTo, ensureOpenShift, makeDue, secretOrder } from '@test/fixtures/games';
import { caller, fundCashier, HEALTHY_LEDGER, ledgerInvariants, type Reply } from '@test/fixtures/money';
import { appWithNetwork, holdLocks, untilWaitingOnLocks } from '@test/support';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, gameCalls, gameClaims, games, transfers } from '@/db/schema';
import { shopChain } from '../audit/chain';

// Real PostgreSQL with a pool of connections: these races cannot happen on the one-connection PGlite.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 500);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 500);
  await ensureOpenShift(call, net.cashier1);
  await ensureOpenShift(call, net.cashier2);
  await call.post(net.admin, '/api/game-settings', {
    shopId: net.shop1.id,
    minCards: 2,
    maxCards: 150,
    defaultBetAmount: 1,
    minStackAmount: 1,
  });
});

type Released = { k: number; number: number; calledAt: string; released: number };
const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();

describe('parallel game requests on PostgreSQL', () => {
  it('releases a call once for 20 parallel requests of the same k', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 1,
    });
    const order = await secretOrder(db(), game.gameId);
    for (const k of [1, 2, 3]) {
      await makeDue(db(), game.gameId);
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          call.post<Released>(net.cashier1, `/api/games/${game.gameId}/calls`, { k }),
        ),
      );
      expect(statuses(replies)).toEqual(Array(20).fill(200));
      expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(replies[0]?.body).toMatchObject({ k, number: order[k - 1], released: k });
    }
    const rows = await db().select().from(gameCalls).where(eq(gameCalls.gameId, game.gameId));
    expect(rows.map((r) => [r.k, r.number])).toEqual([1, 2, 3].map((k) => [k, order[k - 1]]));
    const [row] = await db()
      .select({ released: games.released })
      .from(games)
      .where(eq(games.id, game.gameId));
    expect(row?.released).toBe(3);
    await abandon(call, net.cashier1, game.gameId);
  });

  it('never judges a claim at a count other than the one released at that moment', async () => {
    const cards = Array.from({ length: 30 }, (_, i) => i + 1);
    const game = await buyGame(call, net.cashier1, { gameType: 7, typeIndex: 1, cards, betAmount: 1 });
    const order = await secretOrder(db(), game.gameId);
    await callUpTo(call, db(), net.cashier1, game.gameId, 5);
    const url = (path: string) => `/api/games/${game.gameId}/${path}`;
    for (let round = 0; round < 12; round++) {
      const [before] = await db()
        .select({ released: games.released })
        .from(games)
        .where(eq(games.id, game.gameId));
      const from = before?.released ?? 0;
      await call.post(net.cashier1, url('resume'), {});
      await makeDue(db(), game.gameId);
      const checked = cards.slice((round * 2) % 30, ((round * 2) % 30) + 2);
      const replies = await Promise.all([
        ...Array.from({ length: 6 }, () => call.post<Released>(net.cashier1, url('calls'), { k: from + 1 })),
        ...checked.map((cardId) =>
          call.post<{ calledCount: number; won: boolean }>(net.cashier1, url('check'), { cardId }),
        ),
      ]);
      const [after] = await db()
        .select({ released: games.released })
        .from(games)
        .where(eq(games.id, game.gameId));
      const released = after?.released ?? 0;
      expect([from, from + 1]).toContain(released);
      // A check pauses the game under the game's row lock: once a claim is judged, nothing more is
      // released, so every claim of the round was judged at the round's final count.
      for (const r of replies.slice(6)) {
        expect(r.status).toBe(200);
        expect((r.body as { calledCount: number }).calledCount).toBe(released);
      }
      for (const r of replies.slice(0, 6)) expect([200, 409]).toContain(r.status);
    }
    const claims = await db().select().from(gameClaims).where(eq(gameClaims.gameId, game.gameId));
    expect(claims).toHaveLength(24);
    for (const c of claims) {
      const verdict = judgeClaim({
        card: getCard(c.cardId),
        order,
        calledCount: c.calledCount,
        gameType: 7,
        lastCallRule: 'AllowLate',
      });
      expect([c.cardId, c.calledCount, c.won]).toEqual([c.cardId, c.calledCount, verdict.won]);
    }
    await abandon(call, net.cashier1, game.gameId);
  });

  it('records one win for the winning card checked 10 times in parallel, and answers each with it', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 1,
    });
    const order = await secretOrder(db(), game.gameId);
    const judge = (cardId: number, calledCount: number) =>
      judgeClaim({ card: getCard(cardId), order, calledCount, gameType: 0, lastCallRule: 'AllowLate' });
    const k = Array.from({ length: 71 }, (_, i) => i + 5).find((n) => judge(1, n).won) ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, k);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call.post<{ won: boolean }>(net.cashier1, `/api/games/${game.gameId}/check`, { cardId: 1 }),
      ),
    );
    expect(statuses(replies)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(replies[0]?.body).toMatchObject({ cardId: 1, calledCount: k, won: true, gameStatus: 'won' });
    const claims = await db()
      .select({ cardId: gameClaims.cardId, won: gameClaims.won })
      .from(gameClaims)
      .where(eq(gameClaims.gameId, game.gameId));
    expect(claims).toEqual([{ cardId: 1, won: true }]);
  });

  it('records one claim for a losing card checked twice at once, and both asks, and answers both with it', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 1,
    });
    const order = await secretOrder(db(), game.gameId);
    const judge = (cardId: number) =>
      judgeClaim({ card: getCard(cardId), order, calledCount: 5, gameType: 0, lastCallRule: 'AllowLate' });
    const card = [1, 2].find((id) => !judge(id).won) ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, 5);
    // The test holds the game's row, so both checks are under way before either can record.
    const release = await holdLocks(db(), (tx) =>
      tx.select({ id: games.id }).from(games).where(eq(games.id, game.gameId)).for('update'),
    );
    const checks = [1, 2].map(() =>
      call.post<{ won: boolean }>(net.cashier1, `/api/games/${game.gameId}/check`, { cardId: card }),
    );
    await untilWaitingOnLocks(db(), 2);
    await release();
    const replies = await Promise.all(checks);
    expect(statuses(replies)).toEqual([200, 200]);
    expect(replies[1]?.body).toEqual(replies[0]?.body);
    expect(replies[0]?.body).toMatchObject({
      cardId: card,
      calledCount: 5,
      won: false,
      gameStatus: 'running',
    });
    const claims = await db()
      .select({ cardId: gameClaims.cardId, calledCount: gameClaims.calledCount, won: gameClaims.won })
      .from(gameClaims)
      .where(eq(gameClaims.gameId, game.gameId));
    expect(claims).toEqual([{ cardId: card, calledCount: 5, won: false }]);
    const events = await db()
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.chain, shopChain(net.shop1.id)),
          sql`${auditEvents.subject}->>'gameId' = ${game.gameId}`,
        ),
      )
      .orderBy(asc(auditEvents.seq));
    expect(events.map((e) => e.kind)).toEqual([
      'GameStarted',
      'GamePaused',
      'ClaimRecorded',
      'ClaimAskedAgain',
    ]);
    await abandon(call, net.cashier1, game.gameId);
  });

  it('leaves one game and one debit for parallel Starts of one cashier', async () => {
    const body = { gameType: 0, typeIndex: 1, cards: [1, 2], betAmount: 10 };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call.post<{ gameId: string; message: string }>(net.cashier2, '/api/games', body),
      ),
    );
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(409)]);
    expect(new Set(replies.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['A game is already running. Return to it or end it before starting a new one.']),
    );
    const running = await db()
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.cashierId, net.cashier2.id), eq(games.status, 'running')));
    const gameId = replies.find((r) => r.status === 200)?.body.gameId;
    expect(running).toEqual([{ id: gameId }]);
    const all = await db().select({ id: games.id }).from(games).where(eq(games.cashierId, net.cashier2.id));
    expect(all).toEqual([{ id: gameId }]);
    const debits = await db()
      .select({ kind: transfers.kind, amount: transfers.amount, gameId: transfers.gameId })
      .from(transfers)
      .where(eq(transfers.initiatedBy, net.cashier2.id));
    expect(debits).toEqual([{ kind: 'GamePurchase', amount: 200, gameId }]);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });
});
