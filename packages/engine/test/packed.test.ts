import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The engine as another developer gets it: `pnpm pack` (which builds dist/ in its prepack step),
 * unpacked into a project of its own with nothing of this workspace but its one dependency.
 * The workspace itself runs the TypeScript sources, so only this test sees the published files.
 */
const engineDir = fileURLToPath(new URL('..', import.meta.url));
/** The workspace's own pnpm (`packageManager` in the root package.json), as the README runs it. */
const pnpm = JSON.parse(readFileSync(join(engineDir, '..', '..', 'package.json'), 'utf8')).packageManager;
function run(file: string, args: string[], cwd: string): string {
  try {
    return execFileSync(file, args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    });
  } catch (error) {
    // Show what the command said (a type error, a missing module), not only its exit code.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

let work: string;
let project: string;
let packed: { files: { path: string }[]; filename: string };

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'bingo-engine-pack-'));
  // The prepack step's own lines come first on stdout; the JSON report is what follows them.
  const report = run('npx', ['-y', pnpm, 'pack', '--json', '--pack-destination', work], engineDir);
  packed = JSON.parse(report.slice(report.indexOf('\n{') + 1));
  project = join(work, 'project');
  const installed = join(project, 'node_modules', '@bingo', 'engine');
  mkdirSync(installed, { recursive: true });
  run('tar', ['-xzf', packed.filename, '-C', installed, '--strip-components=1'], work);
  const noble = realpathSync(join(engineDir, 'node_modules', '@noble', 'hashes'));
  mkdirSync(join(project, 'node_modules', '@noble'));
  symlinkSync(noble, join(project, 'node_modules', '@noble', 'hashes'), 'dir');
  cpSync(join(engineDir, 'test', 'consumer'), project, { recursive: true });
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the published @bingo/engine package', () => {
  it('holds the built modules, their types, the README and the licence its manifest names, and no tests or sources', () => {
    const files = packed.files.map((f) => f.path);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('README.md');
    // The README's install line names this file; pnpm names it after the package and its version.
    const { version } = JSON.parse(readFileSync(join(engineDir, 'package.json'), 'utf8'));
    expect(basename(packed.filename)).toBe(`bingo-engine-${version}.tgz`);
    expect(files.filter((f) => !/^dist\/[\w-]+\.(js|d\.ts)$/.test(f)).sort()).toEqual([
      'LICENSE',
      'README.md',
      'package.json',
    ]);
    const modules = readdirSync(join(engineDir, 'src')).filter(
      (f) => /^[\w-]+\.ts$/.test(f) && !f.endsWith('.test.ts'),
    );
    expect(files.filter((f) => f.endsWith('.js')).length).toBe(modules.length);
  });

  it('points its exports at dist and depends on @noble/hashes alone', () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules', '@bingo', 'engine', 'package.json'), 'utf8'),
    );
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
    });
    expect(Object.keys(manifest.dependencies)).toEqual(['@noble/hashes']);
  });

  it('says what it is, which Node it needs and that importing it does nothing else', () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules', '@bingo', 'engine', 'package.json'), 'utf8'),
    );
    // require() of an ES module needs Node 20.19 (README); the workspace runs and tests on it.
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.license).toBe('MIT');
    expect(manifest.keywords).toEqual(expect.arrayContaining(['bingo', '75-ball', 'typescript']));
    expect(manifest.description).toMatch(/^75-ball bingo engine.*game verification/);
  });

  it("runs in plain Node from its package name: the README's example and a game verified", () => {
    const out = JSON.parse(run(process.execPath, ['verify.mjs'], project));
    expect(out.readme).toEqual({ won: true, lines: [[2, 7, 12, 17, 22]], winningCells: [2, 7, 12, 17, 22] });
    expect(out.money).toBe('1,234.50 Br');
    expect(out.commitment).toBe('cef0de1c7c3d180547d3d2d86b75c5d764eb18ee4852230dc19244ba7a7f46aa');
    expect(out.sound).toEqual([]);
    expect(out.oneWinnerDropped).toEqual(['winners-mismatch']);
  });

  it('loads with require() too, as Node 20.19 and later load an ES module from CommonJS', () => {
    const out = JSON.parse(run(process.execPath, ['require.cjs'], project));
    expect(out).toEqual({ money: '1,234.50 Br', card: [3, 17, 37, 53, 71] });
  });

  it('type-checks a strict TypeScript program against its .d.ts with Node resolution', () => {
    const tsc = join(
      dirname(realpathSync(join(engineDir, 'node_modules', 'typescript', 'package.json'))),
      'bin',
      'tsc',
    );
    expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], project)).toBe('');
  });
});
