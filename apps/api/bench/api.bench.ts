import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { ensureSystemAccounts } from '../src/db/bootstrap';
import { createDatabase } from '../src/db/client';
import { BENCH_PASSWORD, seedBenchNetwork } from './bench-network';
import { loadCalls, seedCallGames } from './calls-load';
import { fmt, type LoadOptions, line, load, NAME_WIDTH } from './load';
import { median } from './median';
import { runPgbench } from './pgbench';
import { explainSalesSummaries } from './sales-explain';
import { freePort, startServer, stop } from './servers';

// Load figures for the API on PostgreSQL. They are printed, never asserted: the machine is shared.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// The balance read is measured twice against the bare route: at CONNECTIONS, where a read waits on
// its round trip and the machine has cores to spare, and at POLL_CONNECTIONS halls polling at once,
// enough to keep both servers busy, where the ratio compares what each costs the machine.
const POLL_CONNECTIONS = Number(process.env.BENCH_POLL_CONNECTIONS ?? 64);
// The same code's single pair of runs has given 0.20 one time and 0.29 the next: the pair is run
// BENCH_ROUNDS times, alternating, and the ratio is the median of the rounds', printed with its spread.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
// BENCH_ONLY=balance,games picks runs; BENCH_SALES=0 skips the million-row sales EXPLAIN;
// BENCH_CPU_PROF=<dir> writes the API server's V8 CPU profile there when it stops.
const ONLY = new Set((process.env.BENCH_ONLY ?? 'balance,games,calls,pgbench').split(','));
// Halls calling at once in the calls runs: each may be asked again 750 ms after its last call.
const CALL_GAMES = Number(process.env.BENCH_CALL_GAMES ?? 4000);
const STEADY_RELEASES = 500;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('DATABASE_URL is not set: run through scripts/with-fresh-pg.mjs (pnpm bench).\n');
  process.exit(1);
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login of ${email} failed with ${res.status}`);
  return body.token;
}

/** A cashier sells only inside an open shift, so each one opens its shift before the runs. */
async function openShift(base: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api/shifts/open`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ openingFloat: 0 }),
  });
  if (res.status !== 200) throw new Error(`opening a shift failed with ${res.status}: ${await res.text()}`);
}

/**
 * A purchase and the end of its game, as one hall does it: a cashier runs one game at a time, so
 * each connection abandons its game before buying the next. The web app sends a fresh
 * Idempotency-Key with every purchase when `keyed`.
 */
function buyThenEnd(body: string, keyed: boolean): autocannon.Request[] {
  type Ctx = { gameId?: string };
  return [
    {
      method: 'POST',
      path: '/api/games',
      body,
      setupRequest: (req) =>
        keyed ? { ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } } : req,
      onResponse: (status, res, context) => {
        (context as Ctx).gameId = status === 200 ? (JSON.parse(res) as Ctx).gameId : undefined;
      },
    },
    {
      method: 'POST',
      body: '{}',
      setupRequest: (req, context) => {
        const { gameId } = context as Ctx;
        return gameId
          ? { ...req, path: `/api/games/${gameId}/abandon` }
          : (undefined as unknown as typeof req);
      },
    },
  ];
}

/** A run stops mid-sequence: the games it left running are ended before the next run buys. */
async function endRunningGames(base: string, tokens: string[]): Promise<void> {
  // The purchases in flight when the run stopped still commit: let them land first.
  await sleep(1000);
  for (const token of tokens) {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const res = await fetch(`${base}/api/games/current`, { headers });
    const { game } = (await res.json()) as { game: { gameId: string } | null };
    if (game)
      await fetch(`${base}/api/games/${game.gameId}/abandon`, { method: 'POST', headers, body: '{}' });
  }
}

const ratio = (name: string, value: number, after = '') =>
  process.stdout.write(`  ${name.padEnd(48)} ${value.toFixed(3)}${after}\n`);

const children: ChildProcess[] = [];
try {
  const database = await createDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' });
  await database.migrate();
  await ensureSystemAccounts(database.db);
  const { cashierEmails } = await seedBenchNetwork(database.db, Math.max(CONNECTIONS, POLL_CONNECTIONS));
  const jwtSecret = randomBytes(32).toString('hex');
  const callGames = ONLY.has('calls')
    ? await seedCallGames(database.db, 'agent@bench.et', CALL_GAMES, jwtSecret)
    : [];
  await database.close();

  const api = await startServer(['src/server.ts'], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    JWT_SECRET: jwtSecret,
    LOGIN_RATE_LIMIT_MAX: '1000',
    WEB_DIST: '/nonexistent',
  });
  children.push(api.child);
  const bare = await startServer(['bench/bare-server.ts'], { PORT: String(await freePort()) });
  children.push(bare.child);

  const tokens: string[] = [];
  for (const email of cashierEmails) tokens.push(await login(api.url, email));
  for (const token of tokens) await openShift(api.url, token);

  process.stdout.write(
    `\nAPI load on PostgreSQL, ${CONNECTIONS} connections (the balance read also ${POLL_CONNECTIONS}), ${SECONDS} s per run (loopback)\n`,
  );
  const apiLoad = (url: string, opts: Partial<LoadOptions> = {}) =>
    load(url, tokens, { connections: CONNECTIONS, seconds: SECONDS, server: api.child, ...opts });
  /** The bare route, then the balance read, at one number of connections, ROUNDS times over. */
  const balancePair = async (connections: number, label: string) => {
    const ratios: number[] = [];
    // Without the balance read there is no ratio to steady: the bare route is measured once.
    const rounds = ONLY.has('balance') ? ROUNDS : 1;
    for (let round = 1; round <= rounds; round++) {
      const of = rounds > 1 ? ` (${round}/${rounds})` : '';
      const bareLoad = await load(`${bare.url}/bare`, [], {
        connections,
        seconds: SECONDS,
        server: bare.child,
      });
      process.stdout.write(`${line(`bare Fastify GET /bare${label}${of}`, bareLoad)}\n`);
      if (!ONLY.has('balance')) continue;
      const balance = await apiLoad(`${api.url}/api/Balance`, { connections, watchDb: databaseUrl });
      process.stdout.write(`${line(`GET /api/Balance (auth)${label}${of}`, balance)}\n`);
      ratios.push(balance.rps / bareLoad.rps);
    }
    return ratios;
  };
  const fewHalls = await balancePair(CONNECTIONS, '');
  const manyHalls = ONLY.has('balance')
    ? await balancePair(POLL_CONNECTIONS, `, ${POLL_CONNECTIONS} conn.`)
    : [];
  const game = JSON.stringify({
    gameType: 0,
    typeIndex: 1,
    cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    betAmount: 10,
  });
  // Requests per second count the purchase and its abandon; games per second are half of them.
  const gamesRun = ONLY.has('games')
    ? await apiLoad(api.url, { requests: buyThenEnd(game, false), watchDb: databaseUrl })
    : undefined;
  if (gamesRun) process.stdout.write(`${line('POST /api/games + abandon', gamesRun)}\n`);
  if (gamesRun) await endRunningGames(api.url, tokens);
  const keyedRun = ONLY.has('games')
    ? await apiLoad(api.url, { requests: buyThenEnd(game, true), watchDb: databaseUrl })
    : undefined;
  if (keyedRun) process.stdout.write(`${line('same, with Idempotency-Key', keyedRun)}\n`);
  const callsRun = ONLY.has('calls')
    ? await loadCalls(api.url, callGames, { connections: CONNECTIONS, seconds: SECONDS })
    : undefined;
  const steadyRun = ONLY.has('calls')
    ? await loadCalls(api.url, callGames, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        overallRate: STEADY_RELEASES,
      })
    : undefined;
  for (const [name, run] of [
    [`POST /calls, ${CALL_GAMES} halls, flat out`, callsRun],
    [`POST /calls, steady ${STEADY_RELEASES}/s`, steadyRun],
  ] as const) {
    if (!run) continue;
    process.stdout.write(
      `  ${name.padEnd(NAME_WIDTH)} ${fmt(run.releasesPerSecond).padStart(8)} rel/s   p99 ${fmt(run.p99, 1).padStart(6)} ms   ${run.total} requests, ${run.refused} refused, ${run.errors} errors\n`,
    );
  }

  await Promise.all(children.splice(0).map(stop));
  const pg = ONLY.has('pgbench') ? runPgbench(databaseUrl, CONNECTIONS, SECONDS) : undefined;
  const pgN =
    ONLY.has('pgbench') && callsRun
      ? runPgbench(databaseUrl, CONNECTIONS, SECONDS, 'simple-update')
      : undefined;
  for (const [name, run] of [
    ['pgbench tpcb-like (same DB)', pg],
    ['pgbench -N simple-update (same DB)', pgN],
  ] as const) {
    if (run && 'skipped' in run)
      process.stdout.write(`  ${name.padEnd(NAME_WIDTH)} skipped: ${run.skipped}\n`);
    else if (run) {
      process.stdout.write(
        `  ${name.padEnd(NAME_WIDTH)} ${fmt(run.tps).padStart(8)} tx/s    p99 ${fmt(run.p99Ms, 1).padStart(6)} ms${run.machineMs === undefined ? '' : `   machine ${fmt(run.machineMs, 3)} ms/tx`}\n`,
      );
    }
  }
  process.stdout.write('\nRatios (goals: balance ≥ 0.3 of the bare route, games ≥ 0.5 of pgbench tpcb):\n');
  for (const [name, ratios] of [
    [`at ${CONNECTIONS} connections`, fewHalls],
    [`at ${POLL_CONNECTIONS} connections`, manyHalls],
  ] as const) {
    if (ratios.length === 0) continue;
    const spread = ratios.length > 1 ? `   (rounds: ${ratios.map((r) => r.toFixed(3)).join(', ')})` : '';
    ratio(`GET /api/Balance / bare route, ${name}`, median(ratios), spread);
  }
  if (gamesRun && pg && !('skipped' in pg)) {
    ratio('games bought / pgbench tpcb', gamesRun.rps / 2 / pg.tps);
  }
  if (keyedRun && pg && !('skipped' in pg)) {
    ratio('same, with Idempotency-Key', keyedRun.rps / 2 / pg.tps);
  }
  if (callsRun && pgN && !('skipped' in pgN)) {
    ratio('call releases / pgbench -N', callsRun.releasesPerSecond / pgN.tps);
  }

  if (process.env.BENCH_SALES !== '0') await explainSalesSummaries(databaseUrl);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
