import { DISPLAY_LINK_MESSAGES } from '@bingo/contracts';
import {
  abandon,
  allCardsGame,
  buyGame,
  callUpTo,
  openShop1,
  secretOrder,
  winCalls,
} from '@test/fixtures/games';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, displayLinks } from '@/db/schema';

type Created = { id: string; token: string; url: string };
type Remote = {
  shopName: string;
  game: null | {
    status: string;
    gameId?: string;
    calls: { number: number; label: string; calledAt: string }[];
    commitment: string;
    prize: number;
    lastCheck: {
      cardId: number;
      won: boolean;
      calledCount: number;
      askedAt: string;
      winningCells: number[];
      winners: number[];
      prizeShare: number;
      bonusAwarded: number;
      amount: number;
    } | null;
  };
};

const CARDS = Array.from({ length: 10 }, (_, i) => i + 1);
const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const open = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/public/display/${token}` });
  return { status: res.statusCode, body: res.json() as Remote & { message?: string } };
};
const create = (who = net.cashier1, body: Record<string, unknown> = {}) =>
  call.post<Created>(who, '/api/display-links', body);

beforeAll(async () => {
  await openShop1(call, net);
});

describe('display links', () => {
  it('gives a cashier a 32-byte token and a link to its shop’s display, keeping only its hash', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.url).toMatch(new RegExp(`/display/remote/${res.body.token}$`));
    const [row] = await db().select().from(displayLinks).where(eq(displayLinks.id, res.body.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(res.body.token);
    expect(row?.shopId).toBe(net.shop1.id);
    expect(await open(res.body.token)).toEqual({
      status: 200,
      body: { shopName: net.shop1.name, game: null },
    });
  });

  it('follows the shop’s game with released calls only, the commitment’s first 8 characters and the last check', async () => {
    const { body: link } = await create();
    const game = await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards: CARDS, betAmount: 1 });
    await callUpTo(call, db(), net.cashier1, game.gameId, 6);
    const order = await secretOrder(db(), game.gameId);
    const shown = await open(link.token);
    expect(shown.status).toBe(200);
    expect(shown.body.game).toMatchObject({
      status: 'running',
      commitment: game.commitment.slice(0, 8),
      prize: game.prize,
      lastCheck: null,
    });
    expect(shown.body.game?.calls.map((c) => c.number)).toEqual(order.slice(0, 6));
    expect(shown.body.game?.calls[0]?.label).toMatch(/^[BINGO]\d+$/);
    // Nothing the room must not see: no ids, no money but prize and bonus, no unreleased number.
    const text = JSON.stringify(shown.body);
    for (const secret of [game.gameId, net.cashier1.id, net.shop1.id, game.commitment]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(shown.body.game ?? {}).sort()).toEqual(
      [
        'bonusAmount',
        'bonusWithinCalls',
        'calls',
        'commitment',
        'gameType',
        'gameTypeName',
        'lastCheck',
        'paused',
        'prize',
        'status',
      ].sort(),
    );

    // A card that has not won by the 6th call, whatever the draw: the check below is always a loss.
    const winAt = winCalls(order, 0, CARDS);
    const losing = CARDS.find((id) => (winAt.get(id) ?? 76) > 6) ?? 0;
    const check = await call.post<{ won: boolean }>(net.cashier1, `/api/games/${game.gameId}/check`, {
      cardId: losing,
    });
    expect(check.status).toBe(200);
    expect(check.body.won).toBe(false);
    expect((await open(link.token)).body.game?.lastCheck).toEqual({
      cardId: losing,
      won: false,
      calledCount: 6,
      askedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      winningCells: [],
      winners: [],
      prizeShare: 0,
      bonusAwarded: 0,
      amount: 0,
    });
    await abandon(call, net.cashier1, game.gameId);
    // Once over, the game's id is the room's way to its verify page; never while it runs (above).
    expect((await open(link.token)).body.game).toMatchObject({ status: 'abandoned', gameId: game.gameId });
  });

  it('shows a split win: every winning card, the share each and the jackpot apart', async () => {
    const { body: link } = await create();
    await call.post(net.admin, '/api/jackpot', { shopId: net.shop1.id, bonusAmount: 500, status: 1 });
    const game = await allCardsGame(call, db(), net.cashier1, 0, { bonusWithinCalls: 75 });
    // 150 cards and at most 72 possible winning calls: some call from the 5th on is shared by two cards.
    const [k, sharing] = game.groups.find(([at, ids]) => at >= 5 && ids.length >= 2) ?? [0, []];
    const claimed = sharing[1] ?? 0;
    await callUpTo(call, db(), net.cashier1, game.gameId, k);
    const check = await call.post<{ won: boolean; winningCells: number[]; prizeShare: number }>(
      net.cashier1,
      `/api/games/${game.gameId}/check`,
      { cardId: claimed },
    );
    expect(check.body.won).toBe(true);
    const shown = (await open(link.token)).body.game;
    expect(shown?.status).toBe('won');
    expect(shown?.gameId).toBe(game.gameId);
    expect(shown?.lastCheck).toEqual({
      cardId: claimed,
      won: true,
      calledCount: k,
      askedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      winningCells: check.body.winningCells,
      winners: sharing,
      prizeShare: Math.floor((game.prize * 100) / sharing.length) / 100,
      bonusAwarded: 500,
      // What a TV opened on the build before split wins were named reads: the share with the jackpot.
      amount: Math.floor((game.prize * 100) / sharing.length) / 100 + 500,
    });
    expect(shown?.lastCheck?.prizeShare).toBe(check.body.prizeShare);
  });

  it('lists the live links and stops a revoked one at once (404, as an unknown token)', async () => {
    const { body: link } = await create();
    const listed = await call.get<{ items: { id: string; shopName: string; createdAt: string }[] }>(
      net.cashier1,
      '/api/display-links',
    );
    expect(Object.keys(listed.body)).toEqual(['items']);
    expect(listed.body.items).toContainEqual(
      expect.objectContaining({ id: link.id, shopName: net.shop1.name, createdAt: expect.any(String) }),
    );
    expect(await call.del(net.cashier1, `/api/display-links/${link.id}`)).toEqual({
      status: 200,
      body: { message: 'Display link revoked' },
    });
    expect(await open(link.token)).toMatchObject({
      status: 404,
      body: { message: DISPLAY_LINK_MESSAGES.notFound },
    });
    expect(
      (await call.get<{ items: { id: string }[] }>(net.cashier1, '/api/display-links')).body.items.map(
        (l) => l.id,
      ),
    ).not.toContain(link.id);
    expect((await call.del(net.cashier1, `/api/display-links/${link.id}`)).status).toBe(404);
    expect((await open('x'.repeat(43))).status).toBe(404);
  });

  it('keeps a shop’s links to its cashier and agent', async () => {
    const { body: link } = await create();
    expect((await call.del(net.cashier2, `/api/display-links/${link.id}`)).status).toBe(404);
    expect((await call.del(net.agent2, `/api/display-links/${link.id}`)).status).toBe(404);
    expect((await call.get(net.cashier2, '/api/display-links')).body).toEqual({ items: [] });

    const byAgent = await create(net.agent1, { shopId: net.shop1.id });
    expect(byAgent.status).toBe(200);
    expect((await open(byAgent.body.token)).body.shopName).toBe(net.shop1.name);
    expect((await create(net.agent1, { shopId: net.shop2.id })).status).toBe(404);
    expect(await create(net.agent1)).toMatchObject({
      status: 400,
      body: { message: DISPLAY_LINK_MESSAGES.shopRequired },
    });
    // A cashier's link is for its own shop, whatever shop it names.
    const named = await create(net.cashier2, { shopId: net.shop1.id });
    expect((await open(named.body.token)).body.shopName).toBe(net.shop2.name);
    expect((await create(net.sa1, { shopId: net.shop1.id })).status).toBe(403);
    expect((await call.del(net.agent1, `/api/display-links/${link.id}`)).status).toBe(200);
  });

  it('is no login: the token sent as a Bearer to any other route is refused with 401', async () => {
    const { body: link } = await create();
    for (const url of ['/api/games/current', '/api/display-links', '/api/balance', '/api/auth/me']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${link.token}` },
      });
      expect(res.statusCode, url).toBe(401);
    }
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/display-links',
      headers: { authorization: `Bearer ${link.token}` },
      payload: {},
    });
    expect(post.statusCode).toBe(401);
  });

  it('keeps a revoked link revoked in the database itself', async () => {
    const { body: link } = await create();
    await call.del(net.cashier1, `/api/display-links/${link.id}`);
    await expect(
      db().execute(sql`update display_links set revoked_at = null where id = ${link.id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from display_links where id = ${link.id}`)).rejects.toThrow();
  });

  it('records who opened and who closed each link on its shop’s chain; a double revoke is one', async () => {
    const { body: link } = await create();
    const url = `/api/display-links/${link.id}`;
    const both = await Promise.all([call.del(net.cashier1, url), call.del(net.agent1, url)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    const events = await db()
      .select({ kind: auditEvents.kind, actorId: auditEvents.actorId, subject: auditEvents.subject })
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, net.shop1.id), sql`${auditEvents.subject}->>'linkId' = ${link.id}`))
      .orderBy(asc(auditEvents.seq));
    const revokedBy = both[0]?.status === 200 ? net.cashier1.id : net.agent1.id;
    expect(events).toEqual([
      {
        kind: 'DisplayLinkCreated',
        actorId: net.cashier1.id,
        subject: { linkId: link.id, shopId: net.shop1.id },
      },
      { kind: 'DisplayLinkRevoked', actorId: revokedBy, subject: { linkId: link.id, shopId: net.shop1.id } },
    ]);
  });

  it('shows nothing once its shop is deleted', async () => {
    const { body: link } = await create(net.agent1b, { shopId: net.shop1b.id });
    expect((await open(link.token)).status).toBe(200);
    expect((await call.del(net.admin, `/api/Shop/${net.shop1b.id}`)).status).toBe(200);
    expect(await open(link.token)).toMatchObject({
      status: 404,
      body: { message: DISPLAY_LINK_MESSAGES.notFound },
    });
  });
});
