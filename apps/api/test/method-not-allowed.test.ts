import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp, testEnv } from './support';

const ctx = await buildTestApp();
afterAll(() => ctx.close());

const methodNotAllowed = (method: string, path: string) => ({
  statusCode: 405,
  error: 'Method Not Allowed',
  code: 'TEMPLATE_METHOD_NOT_ALLOWED',
  params: { method, path },
  message: `Method ${method} is not allowed on ${path}`,
});

/** An address that exists, each asked with a method it does not take, and what it does take. */
const WRONG_METHODS: [
  method: 'DELETE' | 'PUT' | 'GET' | 'PATCH' | 'POST' | 'HEAD',
  url: string,
  allow: string,
][] = [
  ['DELETE', '/api/Balance', 'GET, HEAD, OPTIONS'],
  ['POST', '/api/balance/?x=1', 'GET, HEAD, OPTIONS'],
  ['PUT', '/api/auth/login', 'OPTIONS, POST'],
  ['GET', '/api/auth/login', 'OPTIONS, POST'],
  ['HEAD', '/api/auth/logout', 'OPTIONS, POST'],
  ['PATCH', '/api/Shop/abc', 'DELETE, GET, HEAD, OPTIONS, PUT'],
  // The router takes /api/shop/available for GET and /api/shop/:id for PUT and DELETE.
  ['PATCH', '/api/shop/available', 'DELETE, GET, HEAD, OPTIONS, PUT'],
  ['POST', '/api/auth/users-by-role/Agent', 'GET, HEAD, OPTIONS'],
  // The router reads an address decoded, so this is /api/balance.
  ['DELETE', '/api/b%61lance', 'GET, HEAD, OPTIONS'],
];

async function answers(app: TestApp) {
  return Promise.all(
    WRONG_METHODS.map(async ([method, url]) => {
      const res = await app.inject({ method, url });
      return [method, url, res.statusCode, res.headers.allow, method === 'HEAD' ? res.body : res.json()];
    }),
  );
}

const EXPECTED = WRONG_METHODS.map(([method, url, allow]) => [
  method,
  url,
  405,
  allow,
  method === 'HEAD' ? '' : methodNotAllowed(method, url.split('?')[0] ?? ''),
]);

describe('a method the address does not take', () => {
  it('is a 405 that names the method and lists the ones the address takes in Allow', async () => {
    expect(await answers(ctx.app)).toEqual(EXPECTED);
  });

  it('repeats at most 200 characters of the address, as the 404 does', async () => {
    const url = `/api/docs/static/${'x'.repeat(300)}`;
    const res = await ctx.app.inject({ method: 'DELETE', url });
    expect([res.statusCode, res.headers.allow]).toEqual([405, 'GET, HEAD, OPTIONS']);
    expect(res.json()).toEqual(methodNotAllowed('DELETE', `${url.slice(0, 200)}…`));
  });

  it('leaves HEAD where GET is, and unknown addresses a 404', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/health' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    for (const [method, url] of [
      ['DELETE', '/api/nope'],
      ['PUT', '//api/Balance'],
      ['DELETE', '/api/balance/nope'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect([url, res.statusCode, res.headers.allow, res.json().code]).toEqual([
        url,
        404,
        undefined,
        'TEMPLATE_ROUTE_NOT_FOUND',
      ]);
    }
  });

  // A GET no API route takes goes first to the web files' catch-all route, and so does a GET whose
  // id is longer than the router takes: that one is the address too long, as without the web app.
  it('is the same 405 when the API serves the web app, and a too-long id the same 414', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bingo-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bingo Hall</title>');
    writeFileSync(join(dist, 'hall-time-zone.json'), '{"hallTimeZone":"Africa/Addis_Ababa"}');
    const web = await buildApp({ env: testEnv({ WEB_DIST: dist }), db: ctx.database.db });
    try {
      expect(await answers(web)).toEqual(EXPECTED);
      for (const [method, url] of [
        ['GET', `/api/auth/users/${'a'.repeat(250)}`],
        ['HEAD', `/api/Shop/${'a'.repeat(201)}`],
      ] as const) {
        const shown = async (app: TestApp) => {
          const res = await app.inject({ method, url });
          return [method, res.statusCode, res.headers.allow, res.body];
        };
        const served = await shown(web);
        expect(served).toEqual(await shown(ctx.app));
        expect(served[1]).toBe(414);
      }
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
