// Fails when a module in src climbs more than one level with a relative import: deeper paths go through
// the `@/` alias (src). `--write` rewrites them to `@/…` in place.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const write = process.argv.includes('--write');
const deep = /(from\s+|import\s*\(\s*|vi\.mock\(\s*|import\s+)(['"])(\.\.\/\.\.\/[^'"]*)\2/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && entry.name !== 'routeTree.gen.ts') yield path;
  }
}

const offences = [];
for (const file of files(src)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(deep, (_all, lead, quote, spec) => {
    offences.push(`${relative(src, file)}: ${spec}`);
    const target = relative(src, resolve(dirname(file), spec))
      .split('\\')
      .join('/');
    return `${lead}${quote}@/${target}${quote}`;
  });
  if (write && next !== text) writeFileSync(file, next);
}

if (offences.length > 0 && !write) {
  console.error(`${offences.length} import(s) climb more than one level; use '@/…' instead:`);
  for (const line of offences) console.error(`  ${line}`);
  process.exit(1);
}
console.log(write ? `rewrote ${offences.length} import(s)` : 'imports: none climbs more than one level');
