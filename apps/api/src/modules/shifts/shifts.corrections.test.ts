import type { Shift } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

/** A closed shift of cashier1's, for agent1 to correct. */
async function closedShift(): Promise<Shift> {
  const opened = await call.post<Shift>(net.cashier1, '/api/shifts/open', { openingFloat: 100 });
  const closed = await call.post<Shift>(net.cashier1, `/api/shifts/${opened.body.id}/close`, {
    countedCash: 100,
  });
  return closed.body;
}

const correct = (shift: Shift, body: { amount: number; reason: string }, key?: string) =>
  call.post<Shift>(
    net.agent1,
    `/api/shifts/${shift.id}/corrections`,
    body,
    key ? { 'Idempotency-Key': key } : {},
  );

const stored = async (shift: Shift) =>
  (await call.get<Shift>(net.agent1, `/api/shifts/${shift.id}`)).body.corrections.map((c) => [
    c.amount,
    c.reason,
  ]);

describe('a correction sent again', () => {
  it('with its Idempotency-Key answers the first answer and stores it once', async () => {
    const shift = await closedShift();
    const body = { amount: -5, reason: 'Miscounted a note' };
    const first = await correct(shift, body, 'fix-1');
    expect(first.status).toBe(200);
    const again = await correct(shift, body, 'fix-1');
    expect(again).toEqual(first);
    expect(await stored(shift)).toEqual([[-5, 'Miscounted a note']]);

    const reused = {
      status: 422,
      body: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'BALANCE_IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used with a different request',
      },
    };
    expect(await correct(shift, { ...body, amount: -6 }, 'fix-1')).toEqual(reused);
    // The same key and body against another shift is another request.
    expect(await correct(await closedShift(), body, 'fix-1')).toEqual(reused);
    expect(await stored(shift)).toEqual([[-5, 'Miscounted a note']]);
  });

  it('without a key is a new correction each time, and a malformed key is refused', async () => {
    const shift = await closedShift();
    const body = { amount: 2, reason: 'Found in the safe' };
    expect((await correct(shift, body)).status).toBe(200);
    expect((await correct(shift, body)).status).toBe(200);
    expect(await stored(shift)).toEqual([
      [2, 'Found in the safe'],
      [2, 'Found in the safe'],
    ]);
    expect((await correct(shift, body, 'has space')).body).toMatchObject({
      statusCode: 400,
      message: 'Idempotency-Key must be 1 to 200 visible characters',
    });
  });
});
