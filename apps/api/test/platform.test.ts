import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { appWithNetwork, testEnv } from './support';

const { ctx, net } = await appWithNetwork();

const routeNotFound = (method: string, path: string) => ({
  statusCode: 404,
  error: 'Not Found',
  code: 'TEMPLATE_ROUTE_NOT_FOUND',
  params: { method, path },
  message: `Route ${method} ${path} not found`,
});

/** Unknown API addresses a client may send: doubled slashes, and a name of 5,000 characters. */
const ODD_API_ADDRESSES = [
  '//api/nope',
  '///API/nope',
  '/api//nope',
  '//api/Balance',
  `/api/${'x'.repeat(5000)}`,
];

/** Each is the same 404 as /api/nope, repeating at most 200 characters of the address. */
const ODD_API_ANSWERS = ODD_API_ADDRESSES.map((url) => [
  404,
  routeNotFound('GET', url.length > 200 ? `${url.slice(0, 200)}…` : url),
]);

const oddApiAddresses = (app: Awaited<ReturnType<typeof buildApp>>) =>
  Promise.all(
    ODD_API_ADDRESSES.map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: net.admin.headers });
      return [res.statusCode, res.json()];
    }),
  );

describe('platform', () => {
  it('answers under /api and matches paths case-insensitively', async () => {
    const lower = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const upper = await ctx.app.inject({ method: 'GET', url: '/API/Health' });
    expect(lower.json()).toEqual({ status: 'ok' });
    expect(upper.statusCode).toBe(200);
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(routeNotFound('GET', '/api/nope'));
  });

  it('answers an unknown API address with a double slash or a very long name as /api/nope', async () => {
    expect(await oddApiAddresses(ctx.app)).toEqual(ODD_API_ANSWERS);
  });

  it('answers OPTIONS at an API address with the methods it takes, and 404 where there is none', async () => {
    const cases: [string, string][] = [
      ['/api/Balance', 'GET, HEAD, OPTIONS'],
      ['/api/balance/', 'GET, HEAD, OPTIONS'],
      ['/api/auth/login', 'OPTIONS, POST'],
      ['/api/Shop/abc', 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ];
    for (const [url, allow] of cases) {
      const res = await ctx.app.inject({ method: 'OPTIONS', url });
      expect([url, res.statusCode, res.headers.allow, res.body]).toEqual([url, 204, allow, '']);
    }
    const nope = await ctx.app.inject({ method: 'OPTIONS', url: '/api/nope' });
    expect([nope.statusCode, nope.json()]).toEqual([404, routeNotFound('OPTIONS', '/api/nope')]);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: net.agent1.headers });
    expect([me.statusCode, me.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('creates the system accounts and the test network', async () => {
    const rows = await ctx.database.db.query.accounts.findMany();
    const system = rows.filter((r) => r.systemCode).map((r) => [r.systemCode, r.balanceType]);
    expect(system.sort()).toEqual([
      ['issuance', 'Unlimited'],
      ['revenue', 'Limited'],
    ]);
    // 9 users, each with its own account.
    expect(rows.filter((r) => r.userId).length).toBe(9);
    expect(net.shop1.cashierId).toBe(net.cashier1.id);
    expect(net.freeShop1.cashierId).toBeNull();
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
  });
});

describe('serving the web app', () => {
  /** The app built (for the hall's zone) into a WEB_DIST with one asset and one voice clip. */
  async function servingWeb(run: (web: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    // Under a folder named assets: only the web root's own assets/ are fingerprinted files.
    const parent = mkdtempSync(join(tmpdir(), 'bingo-web-'));
    const dist = join(parent, 'assets', 'web');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, 'audio', 'english', 'male'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bingo Hall</title>');
    writeFileSync(join(dist, 'hall-time-zone.json'), '{"hallTimeZone":"Africa/Addis_Ababa"}');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'audio', 'english', 'male', 'p_1.mp3'), 'ID3');
    const web = await buildApp({ env: testEnv({ WEB_DIST: dist }), db: ctx.database.db });
    try {
      await run(web);
    } finally {
      await web.close();
      rmSync(parent, { recursive: true, force: true });
    }
  }

  it('serves files from WEB_DIST, index.html for client routes, and JSON 404s for the API', async () => {
    await servingWeb(async (web) => {
      const page = await web.inject({ method: 'GET', url: '/admin/shops?tab=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Bingo Hall</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const root = await web.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Bingo Hall</title>');
      const asset = await web.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await web.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toBe('Route GET /api/nothing-here not found');
      const post = await web.inject({ method: 'POST', url: '/admin/shops' });
      expect(post.statusCode).toBe(404);
      expect((await web.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    });
  });

  // The files' catch-all route refused these with a 403: a '//' is not canonical, 5000 characters no file name.
  it('answers an unknown API address with a double slash or a very long name as /api/nope, not the files', async () => {
    await servingWeb(async (web) => {
      expect(await oddApiAddresses(web)).toEqual(ODD_API_ANSWERS);
      const head = await web.inject({ method: 'HEAD', url: '//api/nope' });
      expect(head.statusCode).toBe(404);
    });
  });

  // The files' catch-all refused these with a 403 (a segment longer than a file name can be too); a redirect to '//admin' would send the browser to host 'admin'.
  it('answers a page address with a double slash as any other page, the app, and never redirects', async () => {
    await servingWeb(async (web) => {
      for (const [method, url] of [
        ['GET', '//admin'],
        ['GET', '///admin/shops?tab=1'],
        ['GET', '/admin//shops'],
        ['HEAD', '//admin'],
        ['GET', `/${'x'.repeat(5000)}`],
        ['GET', `/admin/${'x'.repeat(256)}`],
        ['GET', `/admin/${encodeURIComponent('ቢ'.repeat(90))}`],
      ] as const) {
        const res = await web.inject({ method, url });
        const page = [res.statusCode, res.headers['content-type'], res.headers.location];
        const shown = url.slice(0, 40);
        expect([method, shown, ...page]).toEqual([method, shown, 200, 'text/html; charset=utf-8', undefined]);
      }
      const file = await web.inject({ method: 'GET', url: '//assets/app-9z9z.js' });
      expect([file.statusCode, file.json().message]).toEqual([
        404,
        'Route GET //assets/app-9z9z.js not found',
      ]);
    });
  });

  it('answers a missing voice clip or file with a 404, not the app, so it is never kept as the clip', async () => {
    await servingWeb(async (web) => {
      const clip = await web.inject({ method: 'GET', url: '/audio/english/male/p_1.mp3' });
      expect([clip.statusCode, clip.body]).toEqual([200, 'ID3']);
      for (const url of [
        '/audio/english/male/p_2.mp3',
        '/audio/english/female/',
        '/assets/app-9z9z.js',
        '/icons/missing.png?v=2',
      ]) {
        const res = await web.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 404, 'no-store']);
        expect(res.json().message).toBe(`Route GET ${url.split('?')[0]} not found`);
      }
      const head = await web.inject({ method: 'HEAD', url: '/audio/english/male/p_2.mp3' });
      expect(head.statusCode).toBe(404);
      const route = await web.inject({ method: 'GET', url: '/verify/0b9f3c1e-6f0a-4c39-9a57-5f5e2d2b7c11' });
      expect([route.statusCode, route.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    });
  });
});
