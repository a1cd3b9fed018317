import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machineBusyMs } from './process-cpu';

/** machineMs: the whole machine's busy time per transaction, pgbench's own client included. */
export type PgbenchResult = { tps: number; p99Ms: number; machineMs?: number } | { skipped: string };

/** The 99th percentile of pgbench's per-transaction log (the third column is the latency in µs). */
function p99FromLogs(dir: string): number {
  const latencies: number[] = [];
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros)) latencies.push(micros);
    }
  }
  latencies.sort((a, b) => a - b);
  return (latencies[Math.floor(latencies.length * 0.99)] ?? 0) / 1000;
}

/**
 * A pgbench built-in script on the same database, in its own small schema (scale 1, the default) so
 * that its tables never mix with the product's. `tpcb-like`: like a game purchase crediting
 * `revenue`, every transaction updates the one branch row. `simple-update` (pgbench -N): one account
 * update, one select and one history insert per transaction, the anchor of a call release.
 */
export function runPgbench(
  databaseUrl: string,
  clients: number,
  seconds: number,
  script: 'tpcb-like' | 'simple-update' = 'tpcb-like',
): PgbenchResult {
  const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (probe.error)
    return { skipped: 'pgbench is not installed (Debian: apt-get install postgresql-contrib)' };
  const url = new URL(databaseUrl);
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
    PGOPTIONS: '-c search_path=pgbench',
  };
  const schema = spawnSync('psql', ['-q', '-c', 'create schema if not exists pgbench'], {
    env,
    encoding: 'utf8',
  });
  if (schema.status !== 0) return { skipped: `psql failed: ${schema.stderr.trim()}` };
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '1'], { env, encoding: 'utf8' });
  if (init.status !== 0) return { skipped: `pgbench -i failed: ${init.stderr.trim()}` };
  const logs = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const args = [
      '-n',
      '-b',
      script,
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-l',
      '--log-prefix',
      join(logs, 'tx'),
    ];
    const busyBefore = machineBusyMs();
    const bench = spawnSync('pgbench', args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const busyAfter = machineBusyMs();
    if (bench.status !== 0) return { skipped: `pgbench failed: ${bench.stderr.trim()}` };
    const tps = Number(/tps = ([\d.]+)/.exec(bench.stdout)?.[1] ?? Number.NaN);
    const done = Number(/actually processed: (\d+)/.exec(bench.stdout)?.[1] ?? 0);
    const machine =
      busyBefore !== undefined && busyAfter !== undefined && done > 0
        ? { machineMs: (busyAfter - busyBefore) / done }
        : {};
    return { tps, p99Ms: p99FromLogs(logs), ...machine };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}
