import { randomUUID } from 'node:crypto';
import { BALANCE_MESSAGES, GAME_MESSAGES } from '@bingo/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../src/plugins/error-handler';
import { type Actor, appWithNetwork } from './support';

/**
 * A field of the wrong type that its schema words no refusal for is said in words a screen can
 * translate (zod's own 'Invalid input: expected boolean, received string' had no code but BAD_REQUEST);
 * a schema's own words still win.
 */
const { ctx, net } = await appWithNetwork();

type Refusal = { code: string; params?: Record<string, string>; message: string };

async function refusal(method: 'GET' | 'POST' | 'PUT', url: string, as: Actor, payload?: unknown) {
  const res = await ctx.app.inject({
    method,
    url,
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    headers: {
      ...as.headers,
      'idempotency-key': randomUUID(),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const bad = (refused: Refusal) => ({ statusCode: 400, error: 'Bad Request', ...refused });

describe('a field of the wrong type', () => {
  it('is named with what it must be, on real routes', async () => {
    const game = `/api/games/${randomUUID()}/abandon`;
    const cases: [string, Promise<{ status: number; body: unknown }>, Refusal][] = [
      [
        'a boolean',
        refusal('POST', game, net.cashier1, { refunded: 'yes' }),
        {
          code: 'TEMPLATE_WRONG_TYPE_BOOLEAN',
          params: { field: 'refunded' },
          message: 'refunded must be true or false',
        },
      ],
      [
        'a boolean, given a number',
        refusal('POST', `/api/shifts/${randomUUID()}/close`, net.cashier1, {
          countedCash: 0,
          handover: 1,
        }),
        {
          code: 'TEMPLATE_WRONG_TYPE_BOOLEAN',
          params: { field: 'handover' },
          message: 'handover must be true or false',
        },
      ],
      [
        'a text',
        refusal('POST', '/api/Balance/top-up', net.admin, {
          receiverId: net.agent1.id,
          amount: 10,
          notes: ['a'],
        }),
        { code: 'TEMPLATE_NOT_TEXT', params: { label: 'notes' }, message: 'notes must be text' },
      ],
      [
        'a value outside its list',
        refusal('PUT', '/api/Balance/type', net.admin, { userId: net.agent1.id, balanceType: 'Gold' }),
        {
          code: 'TEMPLATE_NOT_ONE_OF',
          params: { field: 'balanceType', values: 'Limited, Unlimited' },
          message: 'balanceType must be one of: Limited, Unlimited',
        },
      ],
      [
        'a query value outside its list',
        refusal('GET', '/api/Balance/transactions?type=Bogus', net.admin),
        {
          code: 'TEMPLATE_NOT_ONE_OF',
          params: { field: 'type', values: 'TopUp, Transfer, GamePurchase, Reversal' },
          message: 'type must be one of: TopUp, Transfer, GamePurchase, Reversal',
        },
      ],
    ];
    for (const [name, sent, expected] of cases) {
      const { status, body } = await sent;
      expect({ status, body }, name).toEqual({ status: 400, body: bad(expected) });
    }
  });

  it("keeps a schema's own words", async () => {
    const amount = await refusal('POST', '/api/Balance/top-up', net.admin, {
      receiverId: net.agent1.id,
      amount: 'ten',
    });
    expect(amount.body.message).toBe(BALANCE_MESSAGES.topUpInvalid);
    const cards = await refusal('POST', '/api/games', net.cashier1, {
      gameType: 0,
      typeIndex: 1,
      cards: 'all',
      betAmount: 10,
    });
    expect(cards.body.message).toBe(GAME_MESSAGES.tooFewCards);
    const id = await refusal('PUT', '/api/Balance/type', net.admin, { userId: 7, balanceType: 'Limited' });
    expect(id.body.message).toBe('Please select a user');
    // A schema that already said it in these words now carries the code too.
    const status = await refusal('POST', `/api/auth/toggle-status/${net.cashier2.id}`, net.admin, {
      isActive: 'no',
    });
    expect(status.body).toMatchObject({
      code: 'TEMPLATE_WRONG_TYPE_BOOLEAN',
      params: { field: 'isActive' },
      message: 'isActive must be true or false',
    });
  });

  it('names a nested field by its path, says lists, objects and whole numbers in words, and a field left out as required', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    const body = z
      .object({
        items: z.array(z.object({ amount: z.number(), count: z.int() })).optional(),
        tags: z.array(z.string()).optional(),
        options: z.object({ a: z.string() }).optional(),
      })
      .strict();
    app.post('/x', { schema: { body } }, () => ({ ok: true }));
    const post = async (payload: unknown) =>
      (await app.inject({ method: 'POST', url: '/x', payload: payload as object })).json() as unknown;
    const cases: [unknown, Refusal][] = [
      [
        { items: [{ amount: '5', count: 1 }] },
        {
          code: 'TEMPLATE_WRONG_TYPE_NUMBER',
          params: { field: 'items.0.amount' },
          message: 'items.0.amount must be a number',
        },
      ],
      [
        { items: [{ amount: 5, count: 1.5 }] },
        {
          code: 'TEMPLATE_WRONG_TYPE_WHOLE_NUMBER',
          params: { field: 'items.0.count' },
          message: 'items.0.count must be a whole number',
        },
      ],
      [
        { items: [{ count: 1 }] },
        {
          code: 'TEMPLATE_MISSING_FIELD',
          params: { field: 'items.0.amount' },
          message: 'items.0.amount is required',
        },
      ],
      [
        { tags: 'a' },
        { code: 'TEMPLATE_WRONG_TYPE_LIST', params: { field: 'tags' }, message: 'tags must be a list' },
      ],
      [
        { options: [] },
        {
          code: 'TEMPLATE_WRONG_TYPE_OBJECT',
          params: { field: 'options' },
          message: 'options must be an object',
        },
      ],
    ];
    for (const [payload, expected] of cases) expect(await post(payload)).toEqual(bad(expected));
    await app.close();
  });
});
