import type { CheckResult, RemoteDisplay } from '@bingo/contracts';
import {
  abandon,
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
import { auditEvents, gameClaims } from '@/db/schema';

/**
 * A display link polls about once a second, and a lost check asked again with no number released
 * since is answered from its claim: the TV can only tell that ask from a pause by hand, and a check
 * followed by Continue inside one poll from nothing at all, by the time the last check was asked.
 */
const CARDS = Array.from({ length: 30 }, (_, i) => i + 1);
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
});

const check = (gameId: string, cardId: number) =>
  call.post<CheckResult>(net.cashier1, `/api/games/${gameId}/check`, { cardId });
const resume = (gameId: string) => call.post(net.cashier1, `/api/games/${gameId}/resume`, {});

async function newLink(): Promise<() => Promise<NonNullable<RemoteDisplay['game']>['lastCheck']>> {
  const link = await call.post<{ token: string }>(net.cashier1, '/api/display-links', {});
  return async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/display/${link.body.token}` });
    return (res.json() as RemoteDisplay).game?.lastCheck ?? null;
  };
}

/** Asks apart by a few milliseconds, so the times the server records are apart too. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 5));
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

async function claimsOf(gameId: string) {
  return db()
    .select({ cardId: gameClaims.cardId, calledCount: gameClaims.calledCount })
    .from(gameClaims)
    .where(eq(gameClaims.gameId, gameId))
    .orderBy(asc(gameClaims.id));
}

describe('the last check on a display link says when it was asked', () => {
  it('a lost check asked again with no number since is a new ask, paused or after Continue, on one claim', async () => {
    const lastCheck = await newLink();
    const game = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: CARDS, betAmount: 1 });
    const wins = winCalls(await secretOrder(db(), game.gameId), 0, CARDS);
    const [card = 0, other = 0] = CARDS.filter((id) => (wins.get(id) ?? 76) > 5);
    await callUpTo(call, db(), net.cashier1, game.gameId, 5);

    const before = Date.now();
    expect((await check(game.gameId, card)).body.won).toBe(false);
    const first = await lastCheck();
    expect(first).toMatchObject({ cardId: card, won: false, calledCount: 5 });
    expect(first?.askedAt).toMatch(ISO_TIME);
    // The server's clock and the test's are one machine's: the ask falls inside the request.
    expect(Date.parse(first?.askedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first?.askedAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);

    // Check pressed again on the paused game: the same verdict, asked later.
    await aMoment();
    await check(game.gameId, card);
    const again = await lastCheck();
    expect(again).toEqual({ ...first, askedAt: again?.askedAt });
    expect(Date.parse(again?.askedAt ?? '')).toBeGreaterThan(Date.parse(first?.askedAt ?? ''));

    // Continue, then the same card checked before the next number: asked later still.
    expect((await resume(game.gameId)).status).toBe(200);
    await aMoment();
    await check(game.gameId, card);
    const third = await lastCheck();
    expect(third).toEqual({ ...first, askedAt: third?.askedAt });
    expect(Date.parse(third?.askedAt ?? '')).toBeGreaterThan(Date.parse(again?.askedAt ?? ''));

    // Another card, then the first card again at the same count: the last ask is the first card's.
    await aMoment();
    await check(game.gameId, other);
    expect(await lastCheck()).toMatchObject({ cardId: other, calledCount: 5 });
    await aMoment();
    await check(game.gameId, card);
    const fifth = await lastCheck();
    expect(fifth).toEqual({ ...first, askedAt: fifth?.askedAt });

    // Every ask at this count stands on the claim recorded once per card; each one asked again is on
    // the shop's chain, by the cashier who asked.
    expect(await claimsOf(game.gameId)).toEqual([
      { cardId: card, calledCount: 5 },
      { cardId: other, calledCount: 5 },
    ]);
    const askedAgain = await db()
      .select({ actorId: auditEvents.actorId, subject: auditEvents.subject })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.kind, 'ClaimAskedAgain'), sql`${auditEvents.subject}->>'gameId' = ${game.gameId}`),
      )
      .orderBy(asc(auditEvents.seq));
    const asked = {
      actorId: net.cashier1.id,
      subject: { gameId: game.gameId, cardId: card, calledCount: 5 },
    };
    expect(askedAgain).toEqual([asked, asked, asked]);
    await abandon(call, net.cashier1, game.gameId);
  });

  it('a win keeps the time it was asked: asking it again records nothing', async () => {
    const lastCheck = await newLink();
    const game = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: CARDS, betAmount: 1 });
    const groups = byWinCall(winCalls(await secretOrder(db(), game.gameId), 0, CARDS));
    const [k, [winner = 0] = []] = groups.find(([at]) => at >= 5) ?? [0, []];
    await callUpTo(call, db(), net.cashier1, game.gameId, k);

    expect((await check(game.gameId, winner)).body.won).toBe(true);
    const won = await lastCheck();
    expect(won).toMatchObject({ cardId: winner, won: true, calledCount: k });
    expect(won?.askedAt).toMatch(ISO_TIME);
    await aMoment();
    expect((await check(game.gameId, winner)).body.won).toBe(true);
    expect(await lastCheck()).toEqual(won);
  });
});
