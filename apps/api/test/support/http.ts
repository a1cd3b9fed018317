import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '@/db/schema';
import type { TestContext } from './app';
import type { Actor } from './network';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type CallOptions = { as?: Actor; body?: unknown; headers?: Record<string, string> };
export type CallResult = {
  status: number;
  body: Record<string, unknown> & { message?: string };
  text: string;
};

/** `call('POST', '/api/Shop', { as: net.agent1, body })` through `app.inject()`. */
export function caller(ctx: TestContext) {
  return async (method: Method, url: string, opts: CallOptions = {}): Promise<CallResult> => {
    const request: InjectOptions = { method, url, headers: { ...opts.as?.headers, ...opts.headers } };
    if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
    const res = await ctx.app.inject(request);
    let body: CallResult['body'] = {};
    try {
      body = res.body ? (JSON.parse(res.body) as CallResult['body']) : {};
    } catch {
      body = {};
    }
    return { status: res.statusCode, body, text: res.body };
  };
}

/** Re-signs an actor's token with its current token version (after a logout, reset or toggle). */
export async function refreshed(ctx: TestContext, actor: Actor): Promise<Actor> {
  const [row] = await ctx.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, actor.id));
  const token = ctx.app.issueToken({
    id: actor.id,
    email: actor.email,
    role: actor.role,
    tokenVersion: row?.tokenVersion ?? 0,
  });
  return { ...actor, token, headers: { authorization: `Bearer ${token}` } };
}
