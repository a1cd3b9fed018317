import { type CheckResult, PublicGameSchema, toVerifiableGame } from '@bingo/contracts';
import { verifyGame } from '@bingo/engine';
import { callUpTo, allCardsGame as fixtureGame, openShop1 } from '@test/fixtures/games';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesHistory } from '@/db/schema';

/** A game played to its win in shop 1: the checks, the lock, the split, the jackpot and the public record. */

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
});

const check = (gameId: string, cardId: number, who = net.cashier1) =>
  call.post<CheckResult>(who, `/api/games/${gameId}/check`, { cardId });

const allCardsGame = (gameType: number, extra: Record<string, unknown> = {}, who = net.cashier1) =>
  fixtureGame(call, db(), who, gameType, extra);

describe('a game played to its win', () => {
  it('records a losing check, locks it, settles the first win with a split and the jackpot, and publishes a record verifyGame finds sound', async () => {
    await call.post(net.admin, '/api/jackpot', { shopId: net.shop1.id, bonusAmount: 100, status: 1 });
    const game = await allCardsGame(0, { bonusWithinCalls: 75 });
    expect(game.bonusAmount).toBe(100);
    // 150 cards and at most 72 possible winning calls: some call from the 5th on is shared by two cards.
    const [k, sharing] = game.groups.find(([call, ids]) => call >= 5 && ids.length >= 2) ?? [0, []];
    const [, latest] = game.groups[game.groups.length - 1] ?? [0, []];
    const loser = latest[0] ?? 0;
    const claimed = sharing[0] ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, k);

    const running = await ctx.app.inject({ method: 'GET', url: `/api/public/games/${game.gameId}` });
    expect(running.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'GAME_NOT_FOUND',
      message: 'Game not found',
    });

    const lost = await check(game.gameId, loser);
    expect(lost.body).toMatchObject({ calledCount: k, won: false, late: false, firstWinCall: null });
    expect(lost.body).toMatchObject({ gameStatus: 'running', message: `Card ${loser} has not won.` });
    const lock = await call.post(net.cashier1, `/api/games/${game.gameId}/lock`, { cardId: loser });
    expect(lock.body).toEqual({ gameId: game.gameId, cardId: loser, locked: true });
    expect((await check(game.gameId, loser)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'GAME_CARD_LOCKED',
      message: 'This card is locked and cannot be checked again.',
    });

    const won = await check(game.gameId, claimed);
    const prizeSantim = Math.round(game.prize * 100);
    const share = Math.floor(prizeSantim / sharing.length);
    expect(won.body).toMatchObject({
      calledCount: k,
      won: true,
      late: false,
      firstWinCall: k,
      callsAgo: 0,
      message: `BINGO! Card ${claimed} wins.`,
      gameStatus: 'won',
      winners: sharing,
      prizeShare: share / 100,
      bonusAwarded: 100,
      bonusType: 'Within 75 calls',
    });
    expect(won.body.winningCells.length).toBeGreaterThanOrEqual(5);

    const [sale] = await db().select().from(salesHistory).where(eq(salesHistory.gameId, game.gameId));
    expect(sale).toMatchObject({
      outcome: 'Won',
      actualWin: share * sharing.length,
      bonusAmount: 10_000,
      bonusType: 'Within 75 calls',
    });
    const record = await call.get(net.cashier1, `/api/games/${game.gameId}`);
    expect(record.body).toMatchObject({
      status: 'won',
      outcome: 'Won',
      actualWin: (share * sharing.length) / 100,
      winningCall: k,
      winners: sharing,
      prizeShare: share / 100,
      bonusAwarded: 100,
      bonusType: 'Within 75 calls',
      endedAtCall: k,
      released: k,
      lockedCards: [loser],
      drawOrder: game.order,
    });
    expect(
      (record.body.claims as { cardId: number; won: boolean; locked: boolean; calledCount: number }[]).map(
        (c) => [c.cardId, c.won, c.locked, c.calledCount],
      ),
    ).toEqual([
      [loser, false, true, k],
      [claimed, true, false, k],
    ]);
    // Anyone may now read the game: the public record carries all the engine's verifyGame needs, and
    // it finds the game sound: commitment, verdicts, winners, the money, split and bonus.
    const open = await ctx.app.inject({ method: 'GET', url: `/api/public/games/${game.gameId}` });
    expect(open.statusCode).toBe(200);
    const published = PublicGameSchema.parse(open.json());
    expect(published).toMatchObject({
      lastCallRule: 'AllowLate',
      released: k,
      lockedCards: [loser],
      // 150 cards at 1 Br, tier 1's 10%: the terms the game was started on, and what they came to.
      betAmount: 1,
      ratePercent: 10,
      commission: 15,
      prize: 135,
      prizeShare: share / 100,
      bonusWithinCalls: 75,
      bonusOffered: 100,
      bonusAwarded: 100,
      winningCall: k,
      winners: sharing,
      status: 'won',
    });
    expect(published.claims.map((c) => [c.cardId, c.won, c.late, c.firstWinCall])).toEqual([
      [loser, false, false, null],
      [claimed, true, false, k],
    ]);
    const verifiable = toVerifiableGame(published);
    expect(verifyGame(verifiable)).toEqual([]);
    expect(verifyGame({ ...verifiable, winners: sharing.slice(1) }).map((f) => f.code)).toContain(
      'winners-mismatch',
    );
    // A prize raised with every share to match still fails: the bet and rate say what it was.
    const doubled = { ...published, prize: published.prize * 2, prizeShare: (share * 2) / 100 };
    expect(verifyGame(toVerifiableGame(doubled)).map((f) => f.code)).toEqual(['money-mismatch']);
    // Opening the first check paused the game; the pause is recorded at the count it happened.
    expect(record.body.events).toMatchObject([{ kind: 'pause', released: k, callIntervalMs: null }]);

    const ended = {
      statusCode: 409,
      error: 'Conflict',
      code: 'GAME_NOT_RUNNING',
      message: 'This game has already ended',
    };
    expect((await check(game.gameId, sharing[1] ?? 0)).body).toEqual(ended);
    const late = await call.post(net.cashier1, `/api/games/${game.gameId}/lock`, { cardId: claimed });
    expect(late.body).toEqual(ended);
    expect((await call.post(net.cashier1, `/api/games/${game.gameId}/abandon`, {})).body).toEqual(ended);
  });

  it('gives no bonus when the win comes after the offered N calls', async () => {
    const game = await allCardsGame(7, { bonusWithinCalls: 5 });
    const [[k, ids] = [0, []]] = game.groups;
    await callUpTo(call, db(), net.cashier1, game.gameId, k);
    const won = await check(game.gameId, ids[0] ?? 0);
    expect(won.body).toMatchObject({ won: true, bonusAwarded: 0, bonusType: 'None', winners: ids });
  });
});
