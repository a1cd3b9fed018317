// Fails when a module of the API climbs more than one level with a relative import: deeper paths go
// through the aliases instead, `@/…` for src and `@test/…` for test (tsconfig `paths`, the vitest
// alias and esbuild's tsconfig resolution all read the same two). `--write` rewrites them in place.
// `node scripts/check-imports.mjs [--write] [root]`: root defaults to this package, so a copy of it
// can be checked or rewritten without touching the tree.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const write = args.includes('--write');
const root = resolve(
  args.find((a) => !a.startsWith('--')) ?? join(dirname(fileURLToPath(import.meta.url)), '..'),
);
const aliases = [
  { prefix: '@/', dir: join(root, 'src') },
  { prefix: '@test/', dir: join(root, 'test') },
];
const scanned = ['src', 'test', 'bench', 'scripts'].map((d) => join(root, d)).filter(existsSync);
const deep = /(from\s+|import\s*\(\s*|vi\.mock\(\s*|import\s+)(['"])(\.\.\/\.\.\/[^'"]*)\2/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The aliased form of a target path, or undefined when it lies outside src and test. */
function aliased(target) {
  for (const { prefix, dir } of aliases) {
    if (target === dir || target.startsWith(dir + sep))
      return prefix + relative(dir, target).split(sep).join('/');
  }
  return undefined;
}

const offences = [];
const unaliased = [];
let rewritten = 0;
for (const file of scanned.flatMap((dir) => [...files(dir)])) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(deep, (all, lead, quote, spec) => {
    const where = `${relative(root, file)}: ${spec}`;
    const target = aliased(resolve(dirname(file), spec));
    if (!target) {
      unaliased.push(where);
      return all;
    }
    offences.push(where);
    return `${lead}${quote}${target}${quote}`;
  });
  if (write && next !== text) {
    writeFileSync(file, next);
    rewritten++;
  }
}

if (unaliased.length > 0) {
  console.error(`${unaliased.length} import(s) climb more than one level outside src and test:`);
  for (const line of unaliased) console.error(`  ${line}`);
}
if (write) {
  console.log(`rewrote ${offences.length} import(s) in ${rewritten} file(s)`);
} else if (offences.length > 0) {
  console.error(`${offences.length} import(s) climb more than one level; use '@/…' or '@test/…' instead:`);
  for (const line of offences) console.error(`  ${line}`);
}
if (unaliased.length > 0 || (!write && offences.length > 0)) process.exit(1);
if (!write) console.log('imports: none climbs more than one level');
