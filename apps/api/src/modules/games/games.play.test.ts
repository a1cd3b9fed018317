import { PublicGameSchema, toVerifiableGame } from '@bingo/contracts';
import { ballLabel, getCard, judgeClaim, verifyGame, winningCards } from '@bingo/engine';
import {
  ALL_CARDS,
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
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { salesHistory } from '@/db/schema';

type Check = {
  calledCount: number;
  won: boolean;
  late: boolean;
  firstWinCall: number | null;
  callsAgo: number | null;
  locked: boolean;
  message: string;
  gameStatus: string;
  winners: number[];
  prizeShare: number | null;
  bonusAwarded: number;
  bonusType: string;
  winningCells: number[];
};

/** What the next draw's randomInt answers, to make it a chosen order (see rigNextDraw); then the real one. */
const rigged = vi.hoisted((): number[] => []);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const randomInt = (max: number) => rigged.shift() ?? crypto.randomInt(max);
  return { ...crypto, default: { ...crypto, randomInt }, randomInt };
});

/** Makes the next game's Fisher–Yates draw (see createDrawOrder) come out as `order`. */
function rigNextDraw(order: number[]): void {
  const balls = Array.from({ length: 75 }, (_, i) => i + 1);
  for (let i = balls.length - 1; i > 0; i--) {
    const j = balls.indexOf(order[i] ?? 0);
    rigged.push(j);
    [balls[i], balls[j]] = [balls[j] ?? 0, balls[i] ?? 0];
  }
}

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

beforeAll(async () => {
  await openShop1(call, net);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 2000);
  await call.post(net.admin, '/api/game-settings', {
    shopId: net.shop2.id,
    ...WIDE_OPEN,
    lastCallRule: 'LastCallOnly',
  });
});

const check = (gameId: string, cardId: number, who = net.cashier1) =>
  call.post<Check>(who, `/api/games/${gameId}/check`, { cardId });

/** A game on every card; its secret order, read behind the API, tells the test when cards win. */
async function allCardsGame(gameType: number, extra: Record<string, unknown> = {}, who = net.cashier1) {
  const game = await buyGame(call, who, { gameType, typeIndex: 1, cards: ALL_CARDS, betAmount: 1, ...extra });
  const order = await secretOrder(db(), game.gameId);
  return { ...game, order, groups: byWinCall(winCalls(order, gameType, ALL_CARDS)) };
}

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

describe('late claims', () => {
  it('wins late where the shop allows it, and says when the card had won', async () => {
    const game = await allCardsGame(4);
    const [[k, ids] = [0, []]] = game.groups;
    const card = ids[0] ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, k + 3);
    const won = await check(game.gameId, card);
    const label = ballLabel(game.order[k - 1] ?? 0);
    expect(won.body).toMatchObject({
      calledCount: k + 3,
      won: true,
      late: true,
      firstWinCall: k,
      callsAgo: 3,
      gameStatus: 'won',
      winners: ids,
      message: `BINGO! Card ${card} won at call ${k} (${label}), 3 calls ago.`,
      bonusType: 'None',
    });
  });

  it('under LastCallOnly, a win at call k claimed after call k+1 loses, however the request is phrased', async () => {
    const game = await allCardsGame(4, {}, net.cashier2);
    expect(game.lastCallRule).toBe('LastCallOnly');
    const judge = (cardId: number, calledCount: number) =>
      judgeClaim({
        card: getCard(cardId),
        order: game.order,
        calledCount,
        gameType: 4,
        lastCallRule: 'LastCallOnly',
      });
    // A card that first wins at call k (from the 5th on) and whose win does not take the next ball.
    const [k, card] = game.groups
      .filter(([call]) => call >= 5)
      .flatMap(([call, ids]) => ids.map((id) => [call, id] as const))
      .find(([call, id]) => !judge(id, call + 1).won) ?? [0, 0];
    expect(judge(card, k).won).toBe(true);
    await callUpTo(call, db(), net.cashier2, game.gameId, k + 1);

    const url = `/api/games/${game.gameId}/check`;
    for (const extra of [{ calledCount: k }, { calledCount: k, k }, { count: k }, { released: k }]) {
      const res = await call.post(net.cashier2, url, { cardId: card, ...extra });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/^Unknown fields? in the body: /);
    }
    const withQuery = await call.post<Check>(net.cashier2, `${url}?calledCount=${k}`, { cardId: card });
    const plain = await check(game.gameId, card, net.cashier2);
    const label = ballLabel(game.order[k - 1] ?? 0);
    for (const missed of [withQuery.body, plain.body]) {
      expect(missed).toMatchObject({
        calledCount: k + 1,
        won: false,
        late: true,
        firstWinCall: k,
        callsAgo: 1,
        gameStatus: 'running',
        message: `Card ${card} won at call ${k} (${label}), 1 call ago. Only a win on the last call counts in this shop.`,
      });
    }

    // A later win that takes the last ball still wins, shared by every card it credits.
    const m =
      Array.from({ length: 75 - k - 1 }, (_, i) => k + 2 + i).find((n) =>
        ALL_CARDS.some((id) => id !== card && judge(id, n).won),
      ) ?? 0;
    const winners = winningCards({
      cards: ALL_CARDS,
      lockedCards: [],
      order: game.order,
      winningCall: m,
      gameType: 4,
      lastCallRule: 'LastCallOnly',
    });
    await call.post(net.cashier2, `/api/games/${game.gameId}/resume`, {});
    await callUpTo(call, db(), net.cashier2, game.gameId, m);
    const onTime = await check(game.gameId, winners.find((id) => id !== card) ?? 0, net.cashier2);
    expect(onTime.body).toMatchObject({ calledCount: m, won: true, gameStatus: 'won', winners });
  });

  it('under LastCallOnly, a win completed at call 4 is late at call 5, as DESIGN §5.4 writes the rule', async () => {
    // Card 1's B–O diagonal (3, 19, 47, 75 and the free centre) is complete at call 4; Check opens
    // at 5, and ball 1 completes nothing, so the claim misses the last number called.
    const head = [3, 19, 47, 75, 1];
    rigNextDraw([...head, ...Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !head.includes(n))]);
    const game = await buyGame(call, net.cashier2, {
      gameType: 0,
      typeIndex: 1,
      cards: [1, 2],
      betAmount: 1,
    });
    expect((await secretOrder(db(), game.gameId)).slice(0, 5)).toEqual(head);
    await callUpTo(call, db(), net.cashier2, game.gameId, 5);
    const late = await check(game.gameId, 1, net.cashier2);
    expect(late.body).toMatchObject({
      calledCount: 5,
      won: false,
      late: true,
      firstWinCall: 4,
      callsAgo: 1,
      gameStatus: 'running',
      message: 'Card 1 won at call 4 (O75), 1 call ago. Only a win on the last call counts in this shop.',
    });
  });
});
