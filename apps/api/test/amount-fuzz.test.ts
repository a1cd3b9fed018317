import { MAX_BIRR } from '@bingo/contracts';
import { santimOf } from '@bingo/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appWithNetwork } from './support';
import { dbState } from './support/db-state';
import { MONEY_ROUTES, prepareMoneyRoutes } from './support/money-routes';
import { bodyFields, isFreeNumber, type JsonSchema, operations } from './support/openapi';

/**
 * Every amount field of every money route, found in the OpenAPI document (every JSON number in a
 * request body), gets generated values: float noise on whole santim, more than 2 decimals, 0,
 * negatives, huge numbers, NaN-like strings. Never a 5xx; a refusal is a 4xx in the error shape with
 * the field's message and writes nothing (every table's row count and the ledger's sum unchanged);
 * an acceptance stores exactly the santim the number means.
 */
const { ctx, net } = await appWithNetwork();
await prepareMoneyRoutes(ctx, net);

const RUNS_PER_FIELD = 40;

const onWholeSantim = fc.integer({ min: 1, max: 100_000_000 });
const amounts: fc.Arbitrary<unknown> = fc.oneof(
  // Float noise: a few ulps off a whole santim, or the sum of two santim amounts (0.1 + 0.2).
  fc
    .tuple(onWholeSantim, fc.integer({ min: -4, max: 4 }))
    .map(([s, k]) => s / 100 + k * Number.EPSILON * Math.max(1, s / 100)),
  fc.tuple(onWholeSantim, onWholeSantim).map(([a, b]) => a / 100 + b / 100),
  fc.constantFrom(0.30000000000000004, 10.000000000000002, 0.1 + 0.2, 1.1 * 3),
  // Just past that tolerance: a few billionths of a Birr off a whole santim is no amount of money.
  fc
    .tuple(onWholeSantim, fc.integer({ min: 2, max: 9 }), fc.constantFrom(1, -1))
    .map(([s, k, sign]) => s / 100 + sign * k * 1e-9),
  fc.constantFrom(1.000000005, 2.499999995),
  // More than 2 decimals.
  fc
    .integer({ min: 1, max: 1_000_000_000 })
    .filter((n) => n % 10 !== 0)
    .map((n) => n / 1000),
  fc.constantFrom(0.001, 1.005, 12.345, 0.009),
  // Zero, negatives, huge.
  fc.constantFrom(0, -0, -0.01, -1, -MAX_BIRR, 1e21, MAX_BIRR + 0.01, MAX_BIRR * 10, 1e308, Number.MAX_VALUE),
  fc.double({ min: -1e12, max: -1e-9, noNaN: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  // Not numbers at all.
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e21',
    '10',
    '',
    ' 5 ',
    '0x10',
    'null',
    null,
    true,
    [],
    {},
  ),
);

/** The number the field's own schema allows (its bounds), by the one rule of whole hundredths. */
function legitimate(schema: JsonSchema, value: unknown): boolean {
  if (typeof value !== 'number' || santimOf(value) === null) return false;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  return true;
}

type Tally = { sent: number; accepted: number; refused: number; serverErrors: number };

describe('amount fields of the money routes (generated)', { timeout: 120_000 }, () => {
  it('refuse bad amounts with a 4xx and write nothing; store accepted ones exactly; never a 5xx', async () => {
    const ops = await operations(ctx);
    const fields = ops.flatMap((op) =>
      bodyFields(op)
        .filter(([, schema]) => isFreeNumber(schema))
        .map(([field, schema]) => ({ op, field, schema })),
    );
    expect(
      fields
        .map((f) => `${f.op.key} ${f.field}`)
        .filter((k) => !MONEY_ROUTES[k.slice(0, k.lastIndexOf(' '))]),
    ).toEqual([]);
    expect(fields.length).toBeGreaterThanOrEqual(10);

    const tallies: Record<string, Tally> = {};
    const problems: string[] = [];
    for (const { op, field, schema } of fields) {
      const route = MONEY_ROUTES[op.key];
      if (!route) continue;
      const tally: Tally = { sent: 0, accepted: 0, refused: 0, serverErrors: 0 };
      tallies[`${op.key} ${field}`] = tally;
      await fc.assert(
        fc.asyncProperty(amounts, async (value) => {
          const before = await dbState(ctx.database.db);
          const res = await ctx.app.inject({
            method: op.method.toUpperCase() as 'POST',
            url: route.url(net),
            headers: route.as(net).headers,
            payload: { ...route.body(net, field), [field]: value },
          });
          tally.sent += 1;
          const body = res.json() as Record<string, unknown>;
          const where = `${op.key} ${field}=${JSON.stringify(value)} -> ${res.statusCode} ${String(body.message ?? '')}`;
          if (res.statusCode >= 500) tally.serverErrors += 1;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode < 300) {
            tally.accepted += 1;
            expect(legitimate(schema, value), `accepted a bad amount: ${where}`).toBe(true);
            expect(await route.stored(ctx, body, field), where).toBe(santimOf(value));
            await route.cleanup?.(ctx, net, body);
          } else {
            tally.refused += 1;
            expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
            expect(body.statusCode, where).toBe(res.statusCode);
            expect(typeof body.error, where).toBe('string');
            if (!legitimate(schema, value)) {
              expect(route.messages[field], where).toContain(body.message);
              expect(res.statusCode, where).toBe(400);
            }
            expect(await dbState(ctx.database.db), `wrote something: ${where}`).toEqual(before);
          }
          expect((await dbState(ctx.database.db)).balanceSum, where).toBe(0);
        }),
        { numRuns: RUNS_PER_FIELD, seed: 20_251_123, endOnFailure: true },
      );
      // JSON cannot carry NaN or Infinity: a body that tries is malformed JSON, still a clean 400.
      for (const literal of ['NaN', 'Infinity', '-Infinity', '1e999']) {
        const payload = JSON.stringify({ ...route.body(net, field), [field]: 0 }).replace(
          `"${field}":0`,
          `"${field}":${literal}`,
        );
        const before = await dbState(ctx.database.db);
        const res = await ctx.app.inject({
          method: op.method.toUpperCase() as 'POST',
          url: route.url(net),
          headers: { ...route.as(net).headers, 'content-type': 'application/json' },
          payload,
        });
        tally.sent += 1;
        tally.refused += 1;
        if (res.statusCode >= 500) tally.serverErrors += 1;
        if (res.statusCode !== 400 || res.json().statusCode !== 400)
          problems.push(`${op.key} ${field}=${literal} -> ${res.statusCode}`);
        if (JSON.stringify(await dbState(ctx.database.db)) !== JSON.stringify(before))
          problems.push(`wrote: ${literal}`);
      }
    }

    const total = Object.values(tallies).reduce(
      (s, t) => ({
        sent: s.sent + t.sent,
        accepted: s.accepted + t.accepted,
        refused: s.refused + t.refused,
        serverErrors: s.serverErrors + t.serverErrors,
      }),
      { sent: 0, accepted: 0, refused: 0, serverErrors: 0 },
    );
    console.log(
      [
        `Amount fields (generated): ${Object.keys(tallies).length} fields on ${new Set(fields.map((f) => f.op.key)).size} routes, ${total.sent} requests, ${total.accepted} accepted (stored exactly), ${total.refused} refused (nothing written), ${total.serverErrors} answers of 5xx`,
        ...Object.entries(tallies).map(
          ([k, t]) =>
            `  ${k.padEnd(52)} ${t.sent} sent, ${t.accepted} accepted, ${t.refused} refused, ${t.serverErrors} 5xx`,
        ),
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(total.serverErrors).toBe(0);
    expect(total.accepted).toBeGreaterThan(0);
  }, 600_000);
});
