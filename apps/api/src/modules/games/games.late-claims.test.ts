import type { CheckResult } from '@bingo/contracts';
import { ballLabel, getCard, judgeClaim, winningCards } from '@bingo/engine';
import {
  ALL_CARDS,
  buyGame,
  callUpTo,
  allCardsGame as fixtureGame,
  openShop1,
  secretOrder,
  WIDE_OPEN,
} from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** A claim after its win: allowed in shop 1, LastCallOnly in shop 2 (DESIGN §5.4). */

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
  call.post<CheckResult>(who, `/api/games/${gameId}/check`, { cardId });
const allCardsGame = (gameType: number, extra: Record<string, unknown> = {}, who = net.cashier1) =>
  fixtureGame(call, db(), who, gameType, extra);

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
    const withQuery = await call.post<CheckResult>(net.cashier2, `${url}?calledCount=${k}`, { cardId: card });
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
