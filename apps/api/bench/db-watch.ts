import postgres from 'postgres';
import { cpuMsOf } from './process-cpu';

export type DbWatch = {
  /** CPU the API's database sessions used during the run, in ms. */
  cpuMs: number;
  /** Of the API's sessions running a statement, the share that waited on a lock (row or transaction). */
  lockWaitShare: number;
  /** The statement most often seen waiting on a lock, shortened. */
  topWaiter: string | undefined;
};

const SAMPLE_MS = 20;

/**
 * Watches the database sessions of the API server during a run: their CPU (from /proc, so only on the
 * same machine) and how often they wait on a lock rather than work, to tell a hot row from plain cost.
 */
export async function watchDatabase(databaseUrl: string): Promise<() => Promise<DbWatch>> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const sessions = async () =>
    sql<{ pid: number; state: string | null; waitType: string | null; query: string }[]>`
      select pid, state, wait_event_type as "waitType", left(query, 200) as query from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`;
  const cpuBefore = new Map<number, number>();
  for (const { pid } of await sessions()) cpuBefore.set(pid, cpuMsOf(pid) ?? 0);
  let active = 0;
  let waiting = 0;
  const waiters = new Map<string, number>();
  const seen = new Set<number>(cpuBefore.keys());
  const sample = async () => {
    for (const s of await sessions()) {
      seen.add(s.pid);
      if (s.state !== 'active') continue;
      active++;
      if (s.waitType !== 'Lock') continue;
      waiting++;
      const statement = s.query.replace(/\s+/g, ' ').slice(0, 70);
      waiters.set(statement, (waiters.get(statement) ?? 0) + 1);
    }
  };
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample, () => undefined);
  }, SAMPLE_MS);
  return async () => {
    clearInterval(timer);
    await sampling.catch(() => undefined);
    let cpuMs = 0;
    // A session opened during the run counts from zero; one that ended took its CPU with it.
    for (const pid of seen) cpuMs += (cpuMsOf(pid) ?? cpuBefore.get(pid) ?? 0) - (cpuBefore.get(pid) ?? 0);
    await sql.end({ timeout: 5 });
    const [topWaiter] = [...waiters].sort((a, b) => b[1] - a[1]).map(([statement]) => statement);
    return { cpuMs, lockWaitShare: active > 0 ? waiting / active : 0, topWaiter };
  };
}
