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

describe("the service worker's API addresses", () => {
  it('keep /api and below from the app shell, in any case and after any run of slashes', () => {
    expect(config).toContain('navigateFallbackDenylist: [API_ADDRESS],');
    for (const path of [
      '/api/Balance',
      '/API/Balance',
      '/Api/auth/me',
      '//api/nope',
      '///API/x',
      '/api',
      '/api/',
      '/api?x=1',
    ])
      expect(apiAddress.test(path), path).toBe(true);
  });

  it('leave the pages and files of the app to it', () => {
    for (const path of ['/', '/admin', '/apis', '/api-docs', '/apiary/x', '/shops/api', '/assets/api.js'])
      expect(apiAddress.test(path), path).toBe(false);
  });

  it("are the API's own, in the route that sends API fetches to the network too", () => {
    for (const copy of [apiAddress, networkOnly]) {
      expect(copy.source).toBe(API_ADDRESS.source);
      expect(copy.flags).toBe(API_ADDRESS.flags);
    }
  });
});
