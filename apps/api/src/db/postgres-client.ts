import type { Sql } from 'postgres';

type Unsafe = Sql['unsafe'];
type Scoped = (sql: Sql) => unknown;

/**
 * The statement a transaction may send itself, with its last statements, to end the transaction
 * one round trip early (`commitWith`). After it the transaction's client refuses any statement.
 */
export const EARLY_COMMIT = 'commit';

/**
 * The postgres.js client drizzle is given. Two things differ from postgres.js's own:
 *
 * - **Every statement is prepared.** drizzle runs every query it was not given a name for as an
 *   unnamed statement. postgres.js then sends a statement that has parameters in two round trips (it
 *   asks for the parameter types first, and pipelines nothing behind it), and PostgreSQL parses and
 *   plans it anew each time. Prepared once per connection, a statement runs in one round trip from
 *   its second use on, pipelined with its neighbours. Every query text comes from the code (values
 *   are always parameters; an IN list is at most a page long), so the statements a connection keeps
 *   are a bounded set, and postgres.js renews each connection within the hour (`max_lifetime`).
 * - **A transaction runs on a reserved connection.** postgres.js's `begin` hands its connection
 *   back to the pool on the first idle ReadyForQuery, so a COMMIT sent by the transaction itself
 *   would free the connection under the statements still in flight. A reserved connection stays
 *   ours until released, so a transaction can send its COMMIT right behind its last statements:
 *   a shared row they lock (`revenue`, credited by every game) is then never held across a round
 *   trip to this process.
 */
export function appClient(sql: Sql): Sql {
  return withPreparedStatements(sql, {
    begin: (...args: unknown[]) => {
      const scoped = args.pop() as Scoped;
      if (args.length > 0)
        throw new Error('Transactions here take no options: set them with SET TRANSACTION.');
      return inReservedTransaction(sql, scoped);
    },
  });
}

/** `unsafe` on this client or connection, preparing every statement it runs. */
const preparing =
  (sql: Sql): Unsafe =>
  (query, parameters, options) =>
    sql.unsafe(query, parameters, options?.prepare ? options : { ...options, prepare: true });

/** The client with its own methods, and `unsafe` preparing every statement; the rest is postgres.js's. */
function withPreparedStatements(sql: Sql, overrides: Record<string, unknown>): Sql {
  // Inherits from the client rather than wrapping it in a Proxy: the balance read, the busiest
  // request, goes through here and a Proxy's trap on every property read cost it a fifth.
  return Object.assign(Object.create(sql) as Sql, { unsafe: preparing(sql) }, overrides);
}

async function inReservedTransaction(sql: Sql, scoped: Scoped): Promise<unknown> {
  const connection = await sql.reserve();
  const prepare = preparing(connection);
  let ended = false;
  const tx = withPreparedStatements(connection, {
    unsafe: ((query, parameters, options) => {
      if (ended) throw new Error('This transaction has already sent its COMMIT: no statement may follow it.');
      if (query.trim().toLowerCase() === EARLY_COMMIT) ended = true;
      return prepare(query, parameters, options);
    }) satisfies Unsafe,
    savepoint: () => {
      throw new Error('Savepoints are not used here: a transaction is one unit of work.');
    },
  });
  // BEGIN goes out with the transaction's first statements, not in a round trip of its own. It can
  // fail only with its connection, which fails those statements too; its error is thrown below.
  const opened = connection.unsafe('begin').then(
    () => undefined,
    (err: unknown) => err,
  );
  try {
    const result = await scoped(tx);
    const beginFailed = await opened;
    if (beginFailed) throw beginFailed;
    if (!ended) await connection.unsafe('commit');
    ended = true;
    return result;
  } catch (err) {
    if (!ended) await connection.unsafe('rollback').catch(() => undefined);
    ended = true;
    throw err;
  } finally {
    connection.release();
  }
}
