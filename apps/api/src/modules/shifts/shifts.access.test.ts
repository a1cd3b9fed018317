import type { Shift, ShiftList } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { hallDay } from '@test/fixtures/shifts';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const CASHIER_NOT_FOUND = {
  status: 404,
  body: { statusCode: 404, error: 'Not Found', code: 'SHOP_CASHIER_NOT_FOUND', message: 'Cashier not found' },
};

describe('who sees which shifts', () => {
  let worked: Shift;

  it('filters the day by a cashier moved to another agent as the unfiltered list shows it', async () => {
    const opened = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 100 });
    const closed = await call.post<Shift>(net.cashier1, `/api/shifts/${opened.body.id}/close`, {
      countedCash: 100,
    });
    worked = closed.body;
    const moved = await call.post(net.admin, '/api/shop/assign-cashier', {
      cashierId: net.cashier1.id,
      shopId: net.freeShop2.id,
    });
    expect(moved.status).toBe(200);

    const url = `/api/shifts?date=${hallDay(worked.openedAt)}`;
    const ids = async (who: typeof net.admin, q = '') => {
      const reply = await call.get<ShiftList>(who, url + q);
      expect(reply.status).toBe(200);
      return reply.body.items.map((s) => s.id);
    };
    const byCashier = `&cashierId=${net.cashier1.id}`;
    // The agent and super agent it worked for still see the shift, filtered or not.
    expect(await ids(net.agent1)).toEqual([worked.id]);
    expect(await ids(net.agent1, byCashier)).toEqual([worked.id]);
    expect(await ids(net.sa1, byCashier)).toEqual([worked.id]);
    // Its new agent has it in its subtree but none of its shifts: an empty day, not a 404.
    expect(await ids(net.agent2, byCashier)).toEqual([]);
    // An agent it never worked for still meets the 404.
    expect(await call.get(net.agent1b, url + byCashier)).toEqual(CASHIER_NOT_FOUND);
  });

  it('filters by cashiers only: an Admin naming an agent or a super agent meets the 404', async () => {
    const url = `/api/shifts?date=${hallDay()}&cashierId=`;
    expect(await call.get(net.admin, url + net.agent1.id)).toEqual(CASHIER_NOT_FOUND);
    expect(await call.get(net.admin, url + net.sa1.id)).toEqual(CASHIER_NOT_FOUND);
    expect((await call.get<ShiftList>(net.admin, url + net.cashier2.id)).status).toBe(200);
  });

  it('takes a correction from the reviewers only: a cashier may not correct its own shift', async () => {
    const url = `/api/shifts/${worked.id}/corrections`;
    const mine = await call.post(net.cashier1, url, { amount: 5, reason: 'My own recount' });
    expect(mine).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        code: 'SERVER_FORBIDDEN',
        message: 'You do not have permission to perform this action.',
      },
    });
    for (const [who, amount] of [
      [net.agent1, 1],
      [net.sa1, 2],
      [net.admin, 3],
    ] as const) {
      expect((await call.post(who, url, { amount, reason: 'Recount' })).status).toBe(200);
    }
    const shift = await call.get<Shift>(net.agent1, `/api/shifts/${worked.id}`);
    expect(shift.body.corrections.map((c) => [c.amount, c.createdByName])).toEqual([
      [1, 'Agent1 Tester'],
      [2, 'Sa1 Tester'],
      [3, 'Admin Tester'],
    ]);
  });
});

describe('the day asked for', () => {
  it('is refused with the date message when it is year 0000, which the database cannot read', async () => {
    const res = await call.get(net.agent1, '/api/shifts?date=0000-01-01');
    expect(res).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'SHIFT_DATE',
        message: 'date must be a day as YYYY-MM-DD',
      },
    });
  });
});
