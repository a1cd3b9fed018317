import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { type DbWatch, watchDatabase } from './db-watch';
import { cpuMsOf, machineBusyMs } from './process-cpu';

/**
 * rps: 2xx answers per second; cpuMs: the server's CPU per answered request; machineMs: the whole
 * machine's busy time per answered request; db: its database sessions' CPU and lock waits.
 */
export type Load = {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  cpuMs?: number;
  machineMs?: number;
  db?: DbWatch;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  requests?: autocannon.Request[];
  server?: ChildProcess;
  /** The database whose sessions' CPU and lock waits are watched during the run. */
  watchDb?: string;
};

/** One autocannon run; each connection signs in as its own cashier (tokens[i] for connection i). */
export async function load(url: string, tokens: string[], opts: LoadOptions): Promise<Load> {
  let next = 0;
  const dbWatch = opts.watchDb ? await watchDatabase(opts.watchDb) : undefined;
  const cpuBefore = cpuMsOf(opts.server?.pid);
  const machineBefore = machineBusyMs();
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(opts.body ? { body: opts.body } : {}),
    ...(opts.requests ? { requests: opts.requests } : {}),
    setupClient: (client) => {
      const token = tokens[next++ % Math.max(tokens.length, 1)];
      if (token) {
        client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
      }
    },
  });
  // Only answered requests count: a run whose purchases are all refused must not look fast.
  const answered = result.requests.total - result.non2xx - result.errors;
  const cpuAfter = cpuMsOf(opts.server?.pid);
  const machineAfter = machineBusyMs();
  const db = await dbWatch?.();
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? { cpuMs: (cpuAfter - cpuBefore) / answered }
      : {}),
    ...(machineBefore !== undefined && machineAfter !== undefined && answered > 0
      ? { machineMs: (machineAfter - machineBefore) / answered }
      : {}),
    ...(db ? { db: { ...db, cpuMs: db.cpuMs / Math.max(answered, 1) } } : {}),
    rps: answered / result.duration,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** Width of a run's name, so the figures line up (a round's "(2/3)" and ", 64 conn." included). */
export const NAME_WIDTH = 42;

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** One run as a line: its rate, p99, failures, and where its cost went. */
export const line = (name: string, l: Load) =>
  `  ${name.padEnd(NAME_WIDTH)} ${fmt(l.rps).padStart(8)} req/s   p99 ${fmt(l.p99, 1).padStart(6)} ms   ${l.total} requests, ${l.non2xx} non-2xx, ${l.errors} errors${l.cpuMs === undefined ? '' : `, server CPU ${fmt(l.cpuMs, 3)} ms/req`}${costs(l)}`;

/** Where a request's cost went: the database's share, its lock waits, and the machine as a whole. */
function costs(l: Load): string {
  const parts = [
    l.db ? `database CPU ${fmt(l.db.cpuMs, 3)} ms/req` : '',
    l.db ? `sessions waiting on a lock ${fmt(l.db.lockWaitShare * 100, 1)}%` : '',
    l.db?.topWaiter ? `most often in "${l.db.topWaiter}"` : '',
    l.machineMs === undefined ? '' : `machine ${fmt(l.machineMs, 3)} ms/req`,
  ].filter(Boolean);
  return parts.length > 0 ? `\n${' '.repeat(NAME_WIDTH + 4)}${parts.join(', ')}` : '';
}
