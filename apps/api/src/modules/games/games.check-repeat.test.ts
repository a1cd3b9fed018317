import type { CheckResult, Shift } from '@bingo/contracts';
import { getCard, judgeClaim } from '@bingo/engine';
import {
  ALL_CARDS,
  abandon,
  buyGame,
  byWinCall,
  callUpTo,
  openShop1,
  secretOrder,
  WIDE_OPEN,
  winCalls,
} from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, gameClaims, salesHistory } from '@/db/schema';
import { shopChain } from '../audit/chain';

/**
 * The answer to a winning check can be lost after the server committed it (the line drops on the
 * way back). The hall then asks again; it must be told the win it already has, and nothing may be
 * recorded or paid a second time. A losing check asked again with no number released since is
 * answered from its claim the same way, and only the ask is recorded: no claim, no verdict, no money.
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

/** The kinds of the game's audit events on its shop's chain, in the order they were written. */
async function eventKinds(gameId: string, shopId: string): Promise<string[]> {
  const events = await db()
    .select({ kind: auditEvents.kind })
    .from(auditEvents)
    .where(and(eq(auditEvents.chain, shopChain(shopId)), sql`${auditEvents.subject}->>'gameId' = ${gameId}`))
    .orderBy(asc(auditEvents.seq));
  return events.map((e) => e.kind);
}

/** What the records hold about the game's claims, its win and its payout. */
async function recorded(gameId: string) {
  const claims = await db()
    .select({ cardId: gameClaims.cardId, won: gameClaims.won })
    .from(gameClaims)
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(asc(gameClaims.id));
  const events = await eventKinds(gameId, net.shop1.id);
  const sales = await db()
    .select({ actualWin: salesHistory.actualWin, bonusAmount: salesHistory.bonusAmount })
    .from(salesHistory)
    .where(eq(salesHistory.gameId, gameId));
  const shift = await call.get<{ shift: Shift }>(net.cashier1, '/api/shifts/current');
  return { claims, events, sales, figures: shift.body.shift.figures };
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

/** The game's claims as recorded, and the kinds of its audit events. */
async function claimTrail(gameId: string, shopId = net.shop1.id) {
  const claims = await db()
    .select({
      cardId: gameClaims.cardId,
      calledCount: gameClaims.calledCount,
      won: gameClaims.won,
      late: gameClaims.late,
    })
    .from(gameClaims)
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(asc(gameClaims.id));
  return { claims, events: await eventKinds(gameId, shopId) };
}

describe('a losing check asked again', () => {
  it('at the same count answers the claim recorded and records only the ask; after one more number it is a new claim', async () => {
    const game = await buyGame(call, net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
    });
    const order = await secretOrder(db(), game.gameId);
    const wins = winCalls(order, 0, ALL_CARDS);
    // A card that has not won by the 6th call, so the game runs on through all its checks.
    const card = ALL_CARDS.find((id) => (wins.get(id) ?? 76) > 6) ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, 5);

    const first = await check(game.gameId, card);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      cardId: card,
      calledCount: 5,
      won: false,
      late: false,
      firstWinCall: null,
      locked: false,
      gameStatus: 'running',
      message: `Card ${card} has not won.`,
    });
    const once = await claimTrail(game.gameId);
    expect(once).toEqual({
      claims: [{ cardId: card, calledCount: 5, won: false, late: false }],
      events: ['GamePurchase', 'GameStarted', 'GamePaused', 'ClaimRecorded'],
    });

    // The Retry of a lost answer, and Check pressed again on the paused game: the same answer, each
    // ask on the chain and no second claim.
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await check(game.gameId, card);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    const asked = [...once.events, 'ClaimAskedAgain', 'ClaimAskedAgain'];
    expect(await claimTrail(game.gameId)).toEqual({ claims: once.claims, events: asked });

    // Continued, and checked again before the next number: the check stops the calls again, and
    // the claim already recorded at this count answers.
    expect((await call.post(net.cashier1, `/api/games/${game.gameId}/resume`, {})).status).toBe(200);
    expect((await check(game.gameId, card)).body).toEqual(first.body);
    expect(await claimTrail(game.gameId)).toEqual({
      claims: once.claims,
      events: [...asked, 'GameResumed', 'GamePaused', 'ClaimAskedAgain'],
    });

    // One more number released: the same card is judged again, at the new count.
    expect((await call.post(net.cashier1, `/api/games/${game.gameId}/resume`, {})).status).toBe(200);
    await callUpTo(call, db(), net.cashier1, game.gameId, 6);
    const later = await check(game.gameId, card);
    expect(later.body).toMatchObject({ cardId: card, calledCount: 6, won: false, gameStatus: 'running' });
    expect(await claimTrail(game.gameId)).toEqual({
      claims: [...once.claims, { cardId: card, calledCount: 6, won: false, late: false }],
      events: [
        ...asked,
        'GameResumed',
        'GamePaused',
        'ClaimAskedAgain',
        'GameResumed',
        'GamePaused',
        'ClaimRecorded',
      ],
    });
    await abandon(call, net.cashier1, game.gameId);
  });

  it('under LastCallOnly, a missed win asked again answers the same late verdict, its claim recorded once', async () => {
    await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 500);
    await call.post(net.admin, '/api/game-settings', {
      shopId: net.shop2.id,
      ...WIDE_OPEN,
      lastCallRule: 'LastCallOnly',
    });
    const game = await buyGame(call, net.cashier2, {
      gameType: 0,
      typeIndex: 1,
      cards: ALL_CARDS,
      betAmount: 1,
    });
    expect(game.lastCallRule).toBe('LastCallOnly');
    const order = await secretOrder(db(), game.gameId);
    const judge = (cardId: number, calledCount: number) =>
      judgeClaim({ card: getCard(cardId), order, calledCount, gameType: 0, lastCallRule: 'LastCallOnly' });
    // A card that first wins at call k (from the 5th on) and whose win does not take the next ball.
    const [k, card] = byWinCall(winCalls(order, 0, ALL_CARDS))
      .filter(([at]) => at >= 5)
      .flatMap(([at, ids]) => ids.map((id) => [at, id] as const))
      .find(([at, id]) => !judge(id, at + 1).won) ?? [0, 0];
    await callUpTo(call, db(), net.cashier2, game.gameId, k + 1);

    const first = await check(game.gameId, card, net.cashier2);
    expect(first.body).toMatchObject({
      calledCount: k + 1,
      won: false,
      late: true,
      firstWinCall: k,
      callsAgo: 1,
      gameStatus: 'running',
    });
    const again = await check(game.gameId, card, net.cashier2);
    expect(again.body).toEqual(first.body);
    expect(await claimTrail(game.gameId, net.shop2.id)).toEqual({
      claims: [{ cardId: card, calledCount: k + 1, won: false, late: true }],
      events: ['GamePurchase', 'GameStarted', 'GamePaused', 'ClaimRecorded', 'ClaimAskedAgain'],
    });
    await abandon(call, net.cashier2, game.gameId);
  });
});
