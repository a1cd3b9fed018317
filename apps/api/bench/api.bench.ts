import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureSystemAccounts } from '../src/db/bootstrap';
import { createDatabase } from '../src/db/client';
import { BENCH_PASSWORD, seedBenchNetwork } from './bench-network';
import { runPgbench } from './pgbench';
import { explainSalesSummaries } from './sales-explain';

// Load figures for the API on PostgreSQL. They are printed, never asserted: the machine is shared.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('DATABASE_URL is not set: run through scripts/with-fresh-pg.mjs (pnpm bench).\n');
  process.exit(1);
}

/** A port nobody listens on right now (the server prints the port it was given, so 0 will not do). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a server process and resolves with its base URL once it prints where it listens. */
function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)));
  });
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

type Load = { rps: number; p99: number; errors: number; non2xx: number; total: number };

/** One autocannon run; each connection signs in as its own cashier. */
async function load(url: string, tokens: string[], opts: { method?: 'GET' | 'POST'; body?: string } = {}) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: opts.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(opts.body ? { body: opts.body } : {}),
    setupClient: (client) => {
      const token = tokens[next++ % Math.max(tokens.length, 1)];
      if (token) {
        client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
      }
    },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  } satisfies Load;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const line = (name: string, l: Load) =>
  `  ${name.padEnd(30)} ${fmt(l.rps).padStart(8)} req/s   p99 ${fmt(l.p99, 1).padStart(6)} ms   ${l.total} requests, ${l.non2xx} non-2xx, ${l.errors} errors`;

const children: ChildProcess[] = [];
try {
  const database = await createDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' });
  await database.migrate();
  await ensureSystemAccounts(database.db);
  const { cashierEmails } = await seedBenchNetwork(database.db, CONNECTIONS);
  await database.close();

  const api = await startServer(['src/server.ts'], {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '1000',
    WEB_DIST: '/nonexistent',
  });
  children.push(api.child);
  const bare = await startServer(['bench/bare-server.ts'], { PORT: String(await freePort()) });
  children.push(bare.child);

  const tokens = [];
  for (const email of cashierEmails) tokens.push(await login(api.url, email));

  process.stdout.write(
    `\nAPI load on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run (loopback)\n`,
  );
  const bareRun = await load(`${bare.url}/bare`, []);
  process.stdout.write(`${line('bare Fastify GET /bare', bareRun)}\n`);
  const balanceRun = await load(`${api.url}/api/Balance`, tokens);
  process.stdout.write(`${line('GET /api/Balance (auth)', balanceRun)}\n`);
  const game = JSON.stringify({
    gameType: 0,
    typeIndex: 1,
    cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    betAmount: 10,
  });
  const gamesRun = await load(`${api.url}/api/games`, tokens, { method: 'POST', body: game });
  process.stdout.write(`${line('POST /api/games', gamesRun)}\n`);

  for (const child of children.splice(0)) child.kill('SIGTERM');
  const pg = runPgbench(databaseUrl, CONNECTIONS, SECONDS);
  if ('skipped' in pg) {
    process.stdout.write(`  pgbench tpcb-like               skipped: ${pg.skipped}\n`);
  } else {
    process.stdout.write(
      `  ${'pgbench tpcb-like (same DB)'.padEnd(30)} ${fmt(pg.tps).padStart(8)} tx/s    p99 ${fmt(pg.p99Ms, 1).padStart(6)} ms\n`,
    );
  }
  process.stdout.write('\nRatios (target ≥ 0.5):\n');
  process.stdout.write(`  GET /api/Balance / bare route     ${(balanceRun.rps / bareRun.rps).toFixed(3)}\n`);
  if (!('skipped' in pg)) {
    process.stdout.write(`  POST /api/games / pgbench tpcb    ${(gamesRun.rps / pg.tps).toFixed(3)}\n`);
  }

  await explainSalesSummaries(databaseUrl);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
