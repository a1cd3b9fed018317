import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ADDRESS } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The service worker answers a navigation with the app shell unless vite.config.ts's API_ADDRESS
 * keeps it for the network; the API's router ignores case and takes '//api/...' as an unknown API
 * route, so a case-sensitive '/api/' pattern handed the shell to /API/... (the config is read as text,
 * as importing it would start its plugins).
 */
const config = readFileSync(join(__dirname, '..', 'vite.config.ts'), 'utf8');

/** The regular expression a pattern finds written out in the config; one that matches nothing if none. */
function literal(pattern: RegExp): RegExp {
  const [, source = '(?!)', flags = ''] = pattern.exec(config) ?? [];
  return new RegExp(source, flags);
}
const apiAddress = literal(/const API_ADDRESS = \/(.+)\/([a-z]*);/);
const networkOnly = literal(
  /urlPattern: \(\{ url \}\) => \/(.+)\/([a-z]*)\.test\(url\.pathname\), handler: 'NetworkOnly'/,
);

/** Vite makes a proxy key that starts with '^' a RegExp with no flags, and tests the request's URL with it. */
const [, proxyKey = '(?!)'] = /const API_PROXY = '(.+)';/.exec(config) ?? [];
const proxyAddress = new RegExp(proxyKey);

/** Addresses of the API, and addresses that are the app's, for every copy of the API's address. */
const API_PATHS = [
  '/api/Balance',
  '/API/Balance',
  '/Api/auth/me',
  '//api/nope',
  '///API/x',
  '/api',
  '/api/',
  '/api?x=1',
];
const APP_PATHS = ['/', '/admin', '/apis', '/api-docs', '/apiary/x', '/shops/api', '/assets/api.js'];

describe("the service worker's API addresses", () => {
  it('keep /api and below from the app shell, in any case and after any run of slashes', () => {
    expect(config).toContain('navigateFallbackDenylist: [API_ADDRESS],');
    for (const path of API_PATHS) expect(apiAddress.test(path), path).toBe(true);
  });

  it('leave the pages and files of the app to it', () => {
    for (const path of APP_PATHS) expect(apiAddress.test(path), path).toBe(false);
  });

  it("are the API's own, in the route that sends API fetches to the network too", () => {
    for (const copy of [apiAddress, networkOnly]) {
      expect(copy.source).toBe(API_ADDRESS.source);
      expect(copy.flags).toBe(API_ADDRESS.flags);
    }
  });
});

// The API's router ignores case: a '/api' proxy key left /API/Balance to the dev server, which answered the app.
describe("the development servers' proxy to the API", () => {
  it("takes the API's addresses in any case, in the dev server and the preview", () => {
    expect(config).toContain(
      "proxy: { [API_PROXY]: { target: 'http://127.0.0.1:3000', changeOrigin: false } },",
    );
    expect(config).toContain("proxy: { [API_PROXY]: 'http://127.0.0.1:3000' } },");
    // The contracts' API_ADDRESS, each letter written as both its cases in place of the 'i' flag.
    expect(proxyKey.replace(/\[([a-z])[A-Z]\]/g, '$1')).toBe(API_ADDRESS.source.replaceAll('\\/', '/'));
    for (const path of API_PATHS) expect(proxyAddress.test(path), path).toBe(true);
  });

  it('leaves the pages and files of the app to the dev server', () => {
    for (const path of APP_PATHS) expect(proxyAddress.test(path), path).toBe(false);
  });
});
