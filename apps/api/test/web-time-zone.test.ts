import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hallTimeZoneRecordText } from '@bingo/contracts';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as bingoApp, buildApp, serverOptions } from '@/app';
import { EnvError } from '@/env';
import { checkWebBuild } from '@/plugins/web-time-zone';
import { testEnv } from './support/app';
import { createTestDb, type TestDatabase } from './support/db';
import { runServer } from './support/server-process';

// The web app cuts its days (filters, the shift report, Sales History) in the zone it was built for,
// the API in the zone it starts with: served together, they must be one zone, or the figures disagree.

let database: TestDatabase;
const dists: string[] = [];

beforeAll(async () => {
  database = await createTestDb();
});

afterAll(async () => {
  await database.close();
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

/** A built web app in a temporary folder, with the zone record its build wrote (or `null` for none). */
function webDist(record: string | null): string {
  const dist = mkdtempSync(join(tmpdir(), 'bingo-web-'));
  dists.push(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bingo Hall</title>');
  if (record !== null) writeFileSync(join(dist, 'hall-time-zone.json'), record);
  return dist;
}

/** The API as `pnpm start` and deploys run it (NODE_ENV=production), serving WEB_DIST `dist`. */
async function start(dist: string, zone?: string) {
  const env = testEnv({ NODE_ENV: 'production', WEB_DIST: dist, ...(zone ? { HALL_TIME_ZONE: zone } : {}) });
  return buildApp({ env, db: database.db });
}

/** The API as `pnpm dev` runs it, with the warnings it logs. */
async function startInDevelopment(dist: string) {
  const env = testEnv({ NODE_ENV: 'development', WEB_DIST: dist, LOG_LEVEL: 'warn' });
  const warnings: string[] = [];
  const web = Fastify({
    ...serverOptions(env),
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) } },
  });
  await web.register(fp(bingoApp), { env, db: database.db });
  await web.ready();
  return { web, warnings };
}

describe('a web build for another zone, in development', () => {
  // `pnpm dev` serves the app from Vite; an old apps/web/dist lying around is no reason to stop.
  it('is not served: the API starts, answers, and warns once with the fix', async () => {
    for (const [record, problem] of [
      [
        null,
        'does not say which HALL_TIME_ZONE it was built for (no hall-time-zone.json: it was built by an older version).',
      ],
      [
        hallTimeZoneRecordText('Africa/Nairobi'),
        "was built for HALL_TIME_ZONE=Africa/Nairobi, but the API's HALL_TIME_ZONE is Africa/Addis_Ababa:",
      ],
    ] as const) {
      const dist = webDist(record);
      const { web, warnings } = await startInDevelopment(dist);
      try {
        expect((await web.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        const page = await web.inject({ method: 'GET', url: '/admin/sales' });
        expect(page.statusCode).toBe(404);
        expect(page.headers['content-type']).toContain('application/json');
        expect(page.body).not.toContain('Bingo Hall</title>');
        expect((await web.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain(`The web app in WEB_DIST (${dist}) ${problem}`);
        expect(warnings[0]).toContain('HALL_TIME_ZONE=Africa/Addis_Ababa pnpm --filter @bingo/web build');
        expect(warnings[0]).toMatch(
          /The API serves no web app from WEB_DIST until then; in development the app comes from Vite \(pnpm dev\)\.$/,
        );
      } finally {
        await web.close();
      }
    }
  });
});

describe('the web app served with the API', () => {
  it('is refused when it was built for another zone, naming both zones and both fixes', async () => {
    const dist = webDist(hallTimeZoneRecordText('Africa/Nairobi'));
    const refused = start(dist);
    await expect(refused).rejects.toThrow(EnvError);
    await expect(refused).rejects.toThrow(
      `The web app in WEB_DIST (${dist}) was built for HALL_TIME_ZONE=Africa/Nairobi, but the API's ` +
        'HALL_TIME_ZONE is Africa/Addis_Ababa: the days the app shows and filters would not be the days ' +
        "the API counts. Rebuild the web app with the API's zone (HALL_TIME_ZONE=Africa/Addis_Ababa " +
        'pnpm --filter @bingo/web build), or start the API with HALL_TIME_ZONE=Africa/Nairobi.',
    );
  });

  it('is refused when the API starts with a zone other than the default it was built for', async () => {
    const dist = webDist(hallTimeZoneRecordText('Africa/Addis_Ababa'));
    await expect(start(dist, 'Europe/London')).rejects.toThrow(
      "was built for HALL_TIME_ZONE=Africa/Addis_Ababa, but the API's HALL_TIME_ZONE is Europe/London",
    );
  });

  it('is refused when its build recorded no zone (built before the API checked)', async () => {
    const dist = webDist(null);
    const refused = start(dist);
    await expect(refused).rejects.toThrow(EnvError);
    await expect(refused).rejects.toThrow(
      `The web app in WEB_DIST (${dist}) does not say which HALL_TIME_ZONE it was built for ` +
        "(no hall-time-zone.json: it was built by an older version). Rebuild it with the API's zone " +
        '(HALL_TIME_ZONE=Africa/Addis_Ababa pnpm --filter @bingo/web build).',
    );
  });

  it('is refused when its zone record cannot be read, saying what the record holds', async () => {
    for (const [record, holds] of [
      ['Africa/Nairobi', 'is not JSON'],
      ['{"hallTimeZone":7}', 'names no time zone'],
      ['{}', 'names no time zone'],
      ['{"hallTimeZone":""}', 'names no time zone'],
      ['null', 'names no time zone'],
      [hallTimeZoneRecordText('Mars/Olympus'), 'names Mars/Olympus, which is not an IANA time zone'],
    ] as const) {
      const dist = webDist(record);
      await expect(start(dist)).rejects.toThrow(
        `The web app in WEB_DIST (${dist}) has a hall-time-zone.json that ${holds}. Rebuild it with ` +
          "the API's zone (HALL_TIME_ZONE=Africa/Addis_Ababa pnpm --filter @bingo/web build).",
      );
    }
  });

  it('is served when it was built for the API’s zone, however the name is cased', async () => {
    for (const [built, api] of [
      ['Africa/Addis_Ababa', undefined],
      ['Europe/London', 'Europe/London'],
      ['africa/nairobi', 'Africa/Nairobi'],
    ] as const) {
      const web = await start(webDist(hallTimeZoneRecordText(built)), api);
      try {
        const page = await web.inject({ method: 'GET', url: '/admin/sales' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Bingo Hall</title>');
      } finally {
        await web.close();
      }
    }
  });

  it('is served as the start decided, its zone record read once', async () => {
    const dist = webDist(hallTimeZoneRecordText('Africa/Addis_Ababa'));
    const env = testEnv({ NODE_ENV: 'production', WEB_DIST: dist });
    const webBuild = checkWebBuild(env);
    expect(webBuild).toEqual({ serve: true });
    // Were the record read again when the app is built, this one would stop it.
    writeFileSync(join(dist, 'hall-time-zone.json'), hallTimeZoneRecordText('Africa/Nairobi'));
    const web = await buildApp({ env, db: database.db, webBuild });
    try {
      expect((await web.inject({ method: 'GET', url: '/admin/sales' })).body).toContain(
        '<title>Bingo Hall</title>',
      );
    } finally {
      await web.close();
    }
  });

  it('is not looked for when WEB_DIST holds no web app', async () => {
    const web = await start('/nonexistent-web-dist', 'Europe/London');
    try {
      expect((await web.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });
});

describe('the server started in production with a web build for another zone', () => {
  // The operator must not read the database's and the demo logins' success lines and then a refusal;
  // and a refused start leaves DATA_DIR as it was, without even the signing key it would have made.
  it('refuses before it opens the database or writes anything, with the message alone', async () => {
    const dist = webDist(hallTimeZoneRecordText('Africa/Nairobi'));
    const dataDir = join(dist, 'data');
    const started = runServer({ NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST: dist });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        `The web app in WEB_DIST (${dist}) was built for HALL_TIME_ZONE=Africa/Nairobi, but the API's ` +
        'HALL_TIME_ZONE is Africa/Addis_Ababa: the days the app shows and filters would not be the days ' +
        "the API counts. Rebuild the web app with the API's zone (HALL_TIME_ZONE=Africa/Addis_Ababa " +
        'pnpm --filter @bingo/web build), or start the API with HALL_TIME_ZONE=Africa/Nairobi.\n',
    });
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);
});
