import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HALL_TIME_ZONE } from './hall-day';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const API_ROOT = resolve(WEB_ROOT, '..', 'api');

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /** Everything the server printed, for the report when a journey fails. */
  output: () => string;
}

async function freePort(): Promise<number> {
  const preset = Number(process.env.E2E_PORT);
  if (Number.isInteger(preset) && preset > 0) return preset;
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * The production server (the built API serving the built web app) on a fresh embedded database in a
 * temporary folder and a free port on 127.0.0.1. It seeds the demo network on first start.
 */
export async function startServer(): Promise<RunningServer> {
  const entry = join(API_ROOT, 'dist', 'server.js');
  const webDist = join(WEB_ROOT, 'dist', 'index.html');
  for (const file of [entry, webDist]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm build, or turbo run e2e).`);
  }
  const tempDir = mkdtempSync(join(tmpdir(), 'bingo-e2e-'));
  const dataDir = join(tempDir, 'data');
  // Serve a snapshot of the build, so a rebuild during the run cannot swap the files under the browser.
  const webDir = join(tempDir, 'web');
  cpSync(join(WEB_ROOT, 'dist'), webDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [entry], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDir,
      // The journeys count the hall's days in this zone (hall-day.ts); in production the API refuses
      // to start on a build made for another (a shell with another HALL_TIME_ZONE builds for that one).
      HALL_TIME_ZONE,
      LOG_LEVEL: 'warn',
      // Every journey signs in several times from the same address.
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { baseUrl, stop, output: () => output };
}
