import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The service worker precaches the build's files by the extensions in vite.config.ts's workbox
 * `globPatterns`: a file the app fetches from its own build with another extension is never cached,
 * and whatever needs it fails offline (the Ethiopic font of an Amharic card PDF did).
 */
const web = join(__dirname, '..');
const config = readFileSync(join(web, 'vite.config.ts'), 'utf8');

const extensions = new Set(/globPatterns: \['\*\*\/\*\.\{([\w,]+)\}'\]/.exec(config)?.[1]?.split(',') ?? []);
const maxBytes = (/maximumFileSizeToCacheInBytes: ([\d\s*_]+),/.exec(config)?.[1] ?? '0')
  .split('*')
  .reduce((product, factor) => product * Number(factor.replace(/_/g, '').trim()), 1);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** What the build serves of its own: src/assets (but the font's licence) and public (but the voice packs, cached as played). */
const served = [
  ...[...files(join(web, 'src', 'assets'))].filter((path) => !path.endsWith('.txt')),
  ...[...files(join(web, 'public'))].filter(
    (path) => !relative(join(web, 'public'), path).startsWith('audio'),
  ),
];

describe('PWA precache', () => {
  it('reads the patterns and the size limit from vite.config.ts', () => {
    expect(extensions).toContain('js');
    expect(maxBytes).toBe(4 * 1024 * 1024);
  });

  it('takes every file the app serves from its own build, the Ethiopic PDF font included', () => {
    expect(served.map((path) => relative(web, path))).toContain(
      'src/assets/fonts/NotoSansEthiopic-Regular.ttf',
    );
    const left = served.filter(
      (path) => !extensions.has(extname(path).slice(1)) || statSync(path).size > maxBytes,
    );
    expect(left.map((path) => relative(web, path))).toEqual([]);
  });

  it("gives the tab the app's icon, a file the build serves and precaches", () => {
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(href).toBe('/icons/icon.svg');
    expect(existsSync(join(web, 'public', href))).toBe(true);
    expect(extensions).toContain('svg');
  });
});
