import type { CheckResult, Shift } from '@bingo/contracts';
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
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, gameClaims, salesHistory } from '@/db/schema';
import { shopChain } from '../audit/chain';

/**
 * The answer to a winning check can be lost after the server committed it (the line drops on the
 * way back). The hall then asks again; it must be told the win it already has, and nothing may be
 * recorded or paid a second time.
 */
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
  await call.post(net.admin, '/api/jackpot', { shopId: net.shop1.id, bonusAmount: 100, status: 1 });
});

const check = (gameId: string, cardId: number, who = net.cashier1) =>
  call.post<CheckResult>(who, `/api/games/${gameId}/check`, { cardId });

const ended = {
  statusCode: 409,
  error: 'Conflict',
  code: 'GAME_NOT_RUNNING',
  message: 'This game has already ended',
};

/** What the records hold about the game's claims, its win and its payout. */
async function recorded(gameId: string) {
  const claims = await db()
    .select({ cardId: gameClaims.cardId, won: gameClaims.won })
    .from(gameClaims)
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(asc(gameClaims.id));
  const events = await db()
    .select({ kind: auditEvents.kind })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.chain, shopChain(net.shop1.id)), sql`${auditEvents.subject}->>'gameId' = ${gameId}`),
    )
    .orderBy(asc(auditEvents.seq));
  const sales = await db()
    .select({ actualWin: salesHistory.actualWin, bonusAmount: salesHistory.bonusAmount })
    .from(salesHistory)
    .where(eq(salesHistory.gameId, gameId));
  const shift = await call.get<{ shift: Shift }>(net.cashier1, '/api/shifts/current');
  return { claims, events: events.map((e) => e.kind), sales, figures: shift.body.shift.figures };
}

describe('a winning check asked again', () => {
  it('answers the recorded win, the same as the first answer, and records and pays nothing twice', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
      bonusWithinCalls: 75,
    });
    const order = await secretOrder(db(), game.gameId);
    const groups = byWinCall(winCalls(order, 0, ALL_CARDS));
    // A call from the 5th on where two cards win together, so the answer carries a real split.
    const [k, sharing] = groups.find(([at, ids]) => at >= 5 && ids.length >= 2) ?? [0, []];
    const [claimed = 0, coWinner = 0] = sharing;
    const loser = ALL_CARDS.find((id) => !sharing.includes(id)) ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, k);

    const first = await check(game.gameId, claimed);
    expect(first.status).toBe(200);
    const share = Math.floor(Math.round(game.prize * 100) / sharing.length);
    expect(first.body).toMatchObject({
      cardId: claimed,
      calledCount: k,
      won: true,
      gameStatus: 'won',
      winners: sharing,
      prizeShare: share / 100,
      bonusAwarded: 100,
      bonusType: 'Within 75 calls',
      message: `BINGO! Card ${claimed} wins.`,
    });
    const once = await recorded(game.gameId);
    expect(once.claims).toEqual([{ cardId: claimed, won: true }]);
    expect(once.events.filter((kind) => kind === 'GameWon')).toHaveLength(1);
    expect(once.sales).toEqual([{ actualWin: share * sharing.length, bonusAmount: 10_000 }]);

    // The answer was lost: the Retry, and a second Check of the same card, both hear the win.
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await check(game.gameId, claimed);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await recorded(game.gameId)).toEqual(once);
    expect(once.figures).toMatchObject({ prizes: (share * sharing.length) / 100, bonuses: 100 });

    // Only the check that won is answered again: any other card still finds the game ended.
    expect((await check(game.gameId, coWinner)).body).toEqual(ended);
    expect((await check(game.gameId, loser)).body).toEqual(ended);
    // Another cashier cannot read the win through a check of a game it does not own.
    expect((await check(game.gameId, claimed, net.cashier2)).status).toBe(404);
    expect(await recorded(game.gameId)).toEqual(once);
  });

  it('a game that ended without a winner answers every check with 409', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 1,
    });
    await callUpTo(call, db(), net.cashier1, game.gameId, 5);
    expect((await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, {})).status).toBe(200);
    expect((await check(game.gameId, 1)).body).toEqual(ended);
  });
});
