import { appWithNetwork, caller } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

describe('dashboard stats', () => {
  it('counts the whole network for the Admin', async () => {
    const res = await call('GET', '/api/dashboard/stats', { as: net.admin });
    expect(res.body).toEqual({
      totalShops: 5,
      totalSuperAgents: 2,
      totalAgents: 3,
      totalCashiers: 3,
      totalUsers: 9,
    });
  });

  it('counts a Super Agent its agents, their shops and their cashiers', async () => {
    const res = await call('GET', '/api/dashboard/stats', { as: net.sa1 });
    expect(res.body).toEqual({
      totalShops: 3,
      totalSuperAgents: 0,
      totalAgents: 2,
      totalCashiers: 2,
      totalUsers: 4,
    });
  });

  it('counts an Agent its shops and cashiers', async () => {
    const res = await call('GET', '/api/dashboard/stats', { as: net.agent2 });
    expect(res.body).toEqual({
      totalShops: 2,
      totalSuperAgents: 0,
      totalAgents: 0,
      totalCashiers: 1,
      totalUsers: 1,
    });
  });

  it('leaves deleted shops out', async () => {
    await call('DELETE', `/api/Shop/${net.freeShop2.id}`, { as: net.agent2 });
    const res = await call('GET', '/api/dashboard/stats', { as: net.agent2 });
    expect(res.body.totalShops).toBe(1);
  });

  it('is not for cashiers', async () => {
    const res = await call('GET', '/api/dashboard/stats', { as: net.cashier1 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to perform this action.');
  });
});
