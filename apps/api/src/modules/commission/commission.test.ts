import { errorCodeOf } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

type Rates = { items: { typeIndex: number; rate: number }[] };
const rates = async () =>
  (await call.get<Rates>(net.cashier1, '/api/commission')).body.items.map((r) => [r.typeIndex, r.rate]);

describe('commission rates', () => {
  it('are saved by the Admin, keyed by tier, with two decimals', async () => {
    const saved = await call.post(net.admin, '/api/commission', { typeIndex: 3, rate: 12.75 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ typeIndex: 3, rate: 12.75, id: expect.any(String) });
    await call.post(net.admin, '/api/commission', { typeIndex: 1, rate: 0 });
    const replaced = await call.post(net.admin, '/api/commission', { typeIndex: 3, rate: 15 });
    expect(replaced.body.id).toBe(saved.body.id);
    expect(await rates()).toEqual([
      [1, 0],
      [3, 15],
    ]);
  });

  it('are read by every role and written by the Admin only', async () => {
    for (const who of [net.admin, net.sa1, net.agent1, net.cashier1]) {
      expect((await call.get(who, '/api/commission')).status).toBe(200);
    }
    for (const who of [net.sa1, net.agent1, net.cashier1]) {
      expect((await call.post(who, '/api/commission', { typeIndex: 2, rate: 5 })).status).toBe(403);
      expect((await call.put(who, '/api/commission/3', { rate: 5 })).status).toBe(403);
      expect((await call.del(who, '/api/commission/3')).status).toBe(403);
    }
  });

  it.each([
    [{ rate: 10 }, 'Type Index is required'],
    [{ typeIndex: 0, rate: 10 }, 'Type Index must be between 1 and 9'],
    [{ typeIndex: 10, rate: 10 }, 'Type Index must be between 1 and 9'],
    [{ typeIndex: 2 }, 'Rate is required'],
    [{ typeIndex: 2, rate: 100.5 }, 'Rate must be between 0 and 100'],
    [{ typeIndex: 2, rate: -1 }, 'Rate must be between 0 and 100'],
  ])('refuses %j with "%s"', async (body, message) => {
    expect((await call.post(net.admin, '/api/commission', body)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: errorCodeOf(message)?.code,
      message,
    });
  });

  it('are edited and deleted by tier', async () => {
    expect((await call.put(net.admin, '/api/commission/3', { rate: 22.5 })).body).toMatchObject({
      typeIndex: 3,
      rate: 22.5,
    });
    expect((await call.put(net.admin, '/api/commission/8', { rate: 1 })).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'COMMISSION_NOT_FOUND',
      message: 'Commission rate not found',
    });
    expect((await call.put(net.admin, '/api/commission/12', { rate: 1 })).body.message).toBe(
      'Type Index must be between 1 and 9',
    );
    expect((await call.del(net.admin, '/api/commission/3')).body).toEqual({
      message: 'Commission rate deleted successfully!',
    });
    expect((await call.del(net.admin, '/api/commission/3')).status).toBe(404);
    expect(await rates()).toEqual([[1, 0]]);
  });
});
