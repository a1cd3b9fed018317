import { describe, expect, it } from 'vitest';
import { type Actor, appWithNetwork, refreshed } from './support';
import { baselineBody, baselineValue } from './support/baseline';
import { bodyFields, hasType, type Operation, operations, type Parameter } from './support/openapi';

/**
 * Walks the served OpenAPI document: for every route, every string body field and every path, query
 * and header parameter gets a NUL byte, other control characters, 10,000 characters, right-to-left
 * text, emoji and (in bodies) half an emoji, and every path parameter 5,000 characters. No answer may be a 5xx, every error
 * must be `{ statusCode, error, code, message }`, and control characters must be refused.
 */
const { ctx, net } = await appWithNetwork();

/** `bodyOnly`: a URL cannot carry it (the encoder throws) nor a header (Latin-1 only). */
type Case = { name: string; value: string; refused: boolean; bodyOnly?: boolean };

const CASES: Case[] = [
  { name: 'NUL byte', value: 'ab\u0000cd', refused: true },
  { name: 'NUL alone', value: '\u0000', refused: true },
  { name: 'SOH', value: 'a\u0001b', refused: true },
  { name: 'backspace', value: 'a\u0008b', refused: true },
  { name: 'escape sequence', value: '\u001b[31mred', refused: true },
  { name: 'carriage return', value: 'a\rb', refused: true },
  { name: 'DEL', value: 'a\u007fb', refused: true },
  { name: 'C1 control', value: 'a\u0085b', refused: true },
  { name: '10,000 characters', value: 'x'.repeat(10_000), refused: true },
  { name: 'right-to-left text', value: 'مرحبا بالعالم', refused: false },
  { name: 'RTL override', value: '\u202Egnp.exe', refused: false },
  { name: 'emoji', value: '🎉 Bingo 🇪🇹', refused: false },
  // Half of an emoji's UTF-16 pair: JSON carries it as \ud800, but no text encoding can store it.
  { name: 'lone surrogate', value: 'a\ud83cb', refused: true, bodyOnly: true },
];
const LONG_PATH_PARAM = 'a'.repeat(5_000);

/** Roles in the order tried: the first one the route does not refuse outright answers for it. */
let actors: Actor[] = [net.admin, net.sa1, net.agent1, net.cashier1];

type Probe = {
  op: Operation;
  target: string;
  caseName: string;
  refused: boolean;
  send: (as: Actor) => Promise<Sent>;
};
type Sent = { status: number; body: unknown } | 'unsendable';

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

function request(
  op: Operation,
  overrides: {
    path?: Record<string, string>;
    query?: Record<string, string>;
    header?: Record<string, string>;
    body?: Record<string, unknown>;
  },
) {
  const pathParams: Record<string, string> = {};
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const base = String(baselineValue(p.name, p.schema ?? {}));
    if (p.in === 'path') pathParams[p.name] = overrides.path?.[p.name] ?? base;
    if (p.in === 'query' && overrides.query?.[p.name] !== undefined)
      query.set(p.name, overrides.query[p.name] ?? '');
    if (p.in === 'header' && overrides.header?.[p.name] !== undefined)
      headers[p.name] = overrides.header[p.name] ?? '';
  }
  const qs = query.toString();
  const url = `${fill(op.path, pathParams)}${qs ? `?${qs}` : ''}`;
  const body = op.body ? (overrides.body ?? baselineBody(op.body)) : undefined;
  return async (as: Actor): Promise<Sent> => {
    try {
      const res = await ctx.app.inject({
        method: op.method.toUpperCase() as 'GET',
        url,
        headers: { ...(op.security ? as.headers : {}), ...headers },
        ...(body === undefined ? {} : { payload: body }),
      });
      let parsed: unknown;
      try {
        parsed = res.json();
      } catch {
        parsed = res.body;
      }
      return { status: res.statusCode, body: parsed };
    } catch {
      // Node refuses to put some characters (NUL, CR) in a header at all: the request never leaves.
      return 'unsendable';
    }
  };
}

function probesFor(op: Operation): Probe[] {
  const probes: Probe[] = [];
  const stringParams = op.parameters.filter(
    (p: Parameter) => p.in !== 'header' || hasType(p.schema ?? {}, 'string'),
  );
  for (const p of stringParams) {
    for (const c of CASES.filter((c) => !c.bodyOnly)) {
      probes.push({
        op,
        target: `${p.in} ${p.name}`,
        caseName: c.name,
        refused: c.refused,
        send: request(op, { [p.in]: { [p.name]: c.value } }),
      });
    }
    if (p.in === 'path') {
      probes.push({
        op,
        target: `path ${p.name}`,
        caseName: '5,000-character path parameter',
        refused: true,
        send: request(op, { path: { [p.name]: LONG_PATH_PARAM } }),
      });
    }
  }
  if (op.body) {
    for (const [field] of bodyFields(op).filter(([, s]) => hasType(s, 'string'))) {
      for (const c of CASES) {
        const body = { ...baselineBody(op.body), [field]: c.value };
        probes.push({
          op,
          target: `body ${field}`,
          caseName: c.name,
          refused: c.refused,
          send: request(op, { body }),
        });
      }
    }
  }
  return probes;
}

const isErrorShape = (status: number, body: unknown) => {
  const b = body as { statusCode?: unknown; error?: unknown; code?: unknown; message?: unknown } | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    b.statusCode === status &&
    typeof b.error === 'string' &&
    b.error.length > 0 &&
    typeof b.code === 'string' &&
    /^[A-Z][A-Z0-9_]*$/.test(b.code) &&
    typeof b.message === 'string' &&
    b.message.length > 0
  );
};

/** The first role whose plain request is not refused for who it is (401/403). */
async function actorFor(op: Operation): Promise<Actor> {
  if (!op.security) return net.admin;
  const plain = request(op, {});
  for (const a of actors) {
    const res = await plain(a);
    if (res !== 'unsendable' && res.status !== 401 && res.status !== 403) return a;
  }
  return net.admin;
}

describe('string fields and parameters of every route (generated from the OpenAPI document)', {
  timeout: 120_000,
}, () => {
  it('never answer 5xx, always in the error shape, and refuse control characters', async () => {
    const ops = await operations(ctx);
    expect(ops.length).toBeGreaterThanOrEqual(40);
    let sent = 0;
    let serverErrors = 0;
    let unsendable = 0;
    const targets = new Set<string>();
    const routes = new Set<string>();
    const problems: string[] = [];
    for (const op of ops) {
      const probes = probesFor(op);
      if (probes.length === 0) continue;
      routes.add(op.key);
      const as = await actorFor(op);
      for (const probe of probes) {
        targets.add(`${op.key} ${probe.target}`);
        const res = await probe.send(actors.find((a) => a.id === as.id) ?? as);
        if (res === 'unsendable') {
          unsendable += 1;
          continue;
        }
        sent += 1;
        const where = `${op.key} ${probe.target} [${probe.caseName}] -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
        if (res.status >= 500) {
          serverErrors += 1;
          problems.push(where);
        } else if (res.status >= 400) {
          if (!isErrorShape(res.status, res.body)) problems.push(`not the error shape: ${where}`);
          // A body or query field is validated before the route looks anything up: a refused case
          // must be the field's 400, not a 404 that only says the baseline's id was unknown.
          else if (probe.refused && res.status !== 400 && !probe.target.startsWith('path '))
            problems.push(`refused by the wrong rule: ${where}`);
        } else if (probe.refused) {
          problems.push(`accepted: ${where}`);
        }
        // A case that succeeded may have changed a password or a token version: sign in again.
        if (res.status < 300) actors = await Promise.all(actors.map((a) => refreshed(ctx, a)));
      }
    }
    console.log(
      `OpenAPI string probes: ${routes.size} routes × ${targets.size} string fields and parameters × ${CASES.length} cases (${CASES.filter((c) => c.bodyOnly).length} only in bodies; +1 long path case per path parameter) = ${sent} requests sent, ${unsendable} not sendable (characters Node refuses in a header), ${serverErrors} answers of 5xx, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(sent).toBeGreaterThan(500);
  }, 600_000);
});
