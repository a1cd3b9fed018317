import { and, eq, sql } from 'drizzle-orm';
import type { Actor, TestContext, TestNetwork } from '../../../test/support';
import type { DbOrTx } from '../../db/client';
import { accounts, entries, transfers } from '../../db/schema';

/** What tests need from an answer: the status and the parsed JSON body. */
export type Reply<T = Record<string, unknown>> = { status: number; body: T };

export type Call = {
  post: <T = Record<string, unknown>>(
    who: Actor,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Reply<T>>;
  get: <T = Record<string, unknown>>(who: Actor, url: string) => Promise<Reply<T>>;
  put: <T = Record<string, unknown>>(who: Actor, url: string, payload?: unknown) => Promise<Reply<T>>;
  del: <T = Record<string, unknown>>(who: Actor, url: string) => Promise<Reply<T>>;
};

/** Calls the real app through `inject`, as a signed-in user. */
export function caller(ctx: TestContext): Call {
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    who: Actor,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { ...who.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() as T };
  };
  return {
    post: (who, url, payload, headers) => send('POST', who, url, payload ?? {}, headers),
    get: (who, url) => send('GET', who, url),
    put: (who, url, payload) => send('PUT', who, url, payload ?? {}),
    del: (who, url) => send('DELETE', who, url),
  };
}

/** Gives a cashier `birr` the way the network does: Admin → super agent → agent → cashier. */
export async function fundCashier(
  call: Call,
  net: TestNetwork,
  chain: { sa: Actor; agent: Actor; cashier: Actor },
  birr: number,
): Promise<void> {
  const steps = [
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: chain.sa.id, amount: birr }),
    await call.post(chain.sa, '/api/Balance/transfer', { receiverId: chain.agent.id, amount: birr }),
    await call.post(chain.agent, '/api/Balance/transfer', { receiverId: chain.cashier.id, amount: birr }),
  ];
  const failed = steps.find((s) => s.status !== 200);
  if (failed) throw new Error(`funding failed: ${JSON.stringify(failed.body)}`);
}

/** Every row count the money routes can touch, to prove a refused request wrote nothing. */
export async function ledgerCounts(db: DbOrTx) {
  const count = sql<number>`count(*)::int`.mapWith(Number);
  const [t] = await db.select({ n: count }).from(transfers);
  const [e] = await db.select({ n: count }).from(entries);
  const [v] = await db
    .select({ n: sql<number>`coalesce(sum(${accounts.version}), 0)::bigint`.mapWith(Number) })
    .from(accounts);
  return { transfers: t?.n ?? 0, entries: e?.n ?? 0, versions: v?.n ?? 0 };
}

/**
 * The ledger's invariants: all balances sum to 0; each balance is the sum of its entries and the
 * balance_after of its latest entry; no Limited balance is negative; each transfer nets to 0.
 */
export async function ledgerInvariants(db: DbOrTx) {
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${accounts.balance}), 0)::bigint`.mapWith(Number) })
    .from(accounts);
  const notSumOfEntries = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      sql`${accounts.balance} <> coalesce((select sum(${entries.amount}) from ${entries} where ${entries.accountId} = ${accounts.id}), 0)`,
    );
  const notLatestEntry = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      sql`exists (select 1 from ${entries} where ${entries.accountId} = ${accounts.id})
        and (${accounts.balance}, ${accounts.version}) <> (
          select ${entries.balanceAfter}, ${entries.accountVersion} from ${entries}
          where ${entries.accountId} = ${accounts.id} order by ${entries.accountVersion} desc limit 1)`,
    );
  const negativeLimited = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.balanceType, 'Limited'), sql`${accounts.balance} < 0`));
  const unbalancedTransfers = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      sql`(select count(*) from ${entries} where ${entries.transferId} = ${transfers.id}) <> 2
        or (select sum(${entries.amount}) from ${entries} where ${entries.transferId} = ${transfers.id}) <> 0`,
    );
  return {
    total: sum?.total ?? 0,
    notSumOfEntries: notSumOfEntries.length,
    notLatestEntry: notLatestEntry.length,
    negativeLimited: negativeLimited.length,
    unbalancedTransfers: unbalancedTransfers.length,
  };
}

export const HEALTHY_LEDGER = {
  total: 0,
  notSumOfEntries: 0,
  notLatestEntry: 0,
  negativeLimited: 0,
  unbalancedTransfers: 0,
};
