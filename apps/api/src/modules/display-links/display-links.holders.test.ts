import { DISPLAY_LINK_MESSAGES } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { type Actor, appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

// A link is the right of whoever made it to show the shop: it lasts only while they still hold the
// shop, and the list of live links says exactly what the TV answers.

type Created = { id: string; token: string; url: string };

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const open = async (token: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/public/display/${token}` });
  return { status: res.statusCode, body: res.json() as { shopName?: string; message?: string } };
};
const gone = { status: 404, body: { message: DISPLAY_LINK_MESSAGES.notFound } };

async function create(who: Actor, body: Record<string, unknown> = {}): Promise<Created> {
  const res = await call.post<Created>(who, '/api/display-links', body);
  expect(res.status).toBe(200);
  return res.body;
}

async function listed(who: Actor): Promise<string[]> {
  const res = await call.get<{ items: { id: string }[] }>(who, '/api/display-links');
  expect(res.status).toBe(200);
  return res.body.items.map((l) => l.id);
}

const shopBody = (shop: { name: string }, agentId: string) => ({
  name: shop.name,
  country: 'Ethiopia',
  city: 'Adama',
  woreda: 'Woreda 1',
  location: 'Piazza',
  agentId,
});

const setStatus = (manager: Actor, user: Actor, isActive: boolean) =>
  call.post<{ isActive: boolean }>(manager, `/api/auth/toggle-status/${user.id}`, { isActive });

describe('a display link lasts while its creator holds the shop', () => {
  it('ends an agent’s link when its shop moves to another agent; the cashier’s link goes on', async () => {
    const byAgent = await create(net.agent1b, { shopId: net.shop1b.id });
    const byCashier = await create(net.cashier1b);
    expect((await listed(net.agent1b)).sort()).toEqual([byCashier.id, byAgent.id].sort());

    const moved = await call.put(
      net.admin,
      `/api/Shop/${net.shop1b.id}`,
      shopBody(net.shop1b, net.agent1.id),
    );
    expect(moved.status).toBe(200);

    expect(await open(byAgent.token)).toMatchObject(gone);
    expect(await listed(net.agent1b)).toEqual([]);
    expect((await call.del(net.agent1b, `/api/display-links/${byAgent.id}`)).status).toBe(404);
    // The shop's new agent sees what the TV shows: the cashier's link, not the old agent's.
    expect(await open(byCashier.token)).toEqual({
      status: 200,
      body: { shopName: net.shop1b.name, game: null },
    });
    expect(await listed(net.agent1)).toEqual([byCashier.id]);
    expect(await listed(net.cashier1b)).toEqual([byCashier.id]);
  });

  it('stops a cashier’s link while the cashier is inactive, and shows it again once active in the same seat', async () => {
    const link = await create(net.cashier1);
    expect(await listed(net.agent1)).toContain(link.id);

    expect((await setStatus(net.agent1, net.cashier1, false)).body.isActive).toBe(false);
    expect(await open(link.token)).toMatchObject(gone);
    expect(await listed(net.agent1)).not.toContain(link.id);

    // Nobody revoked it and the cashier still runs the shop: the right it stood for is back.
    expect((await setStatus(net.agent1, net.cashier1, true)).body.isActive).toBe(true);
    expect((await open(link.token)).status).toBe(200);
    expect(await listed(net.agent1)).toContain(link.id);
  });

  it('ends a cashier’s link to its old shop when the cashier moves to another', async () => {
    const link = await create(net.cashier2);
    const assigned = await call.post(net.agent2, '/api/shop/assign-cashier', {
      cashierId: net.cashier2.id,
      shopId: net.freeShop2.id,
    });
    expect(assigned.status).toBe(200);
    expect(await open(link.token)).toMatchObject(gone);
    expect(await listed(net.agent2)).not.toContain(link.id);
  });

  it('no longer lists the links of a deleted shop, as the TV no longer shows them', async () => {
    const link = await create(net.agent1, { shopId: net.freeShop1.id });
    expect(await listed(net.agent1)).toContain(link.id);
    expect((await call.del(net.agent1, `/api/Shop/${net.freeShop1.id}`)).status).toBe(200);
    expect(await open(link.token)).toMatchObject(gone);
    expect(await listed(net.agent1)).not.toContain(link.id);
  });

  it('keeps the list and revoke to the shop’s cashier and agent, as before', async () => {
    const link = await create(net.cashier1b);
    for (const who of [net.admin, net.sa1]) {
      expect((await call.get(who, '/api/display-links')).status).toBe(403);
      expect((await call.del(who, `/api/display-links/${link.id}`)).status).toBe(403);
    }
    expect((await open(link.token)).status).toBe(200);
  });
});
