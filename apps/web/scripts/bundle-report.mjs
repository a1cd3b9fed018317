// Prints what the sign-in page costs to load (gzip) and what each route adds on top, from the Vite
// manifest of the last build. Fails when the sign-in page's JavaScript is over budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const kb = (n) => `${n.toFixed(1).padStart(7)} KB`;

/** Every chunk a manifest key loads before it runs (itself and its static imports, transitively). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const sumJs = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);
const cssOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.startsWith('src/routes/index.tsx'));
if (!entryKey || !loginKey) throw new Error('The manifest has no entry or no sign-in route chunk');

const login = staticClosure(loginKey, staticClosure(entryKey));
const loginJs = sumJs(login);
const loginCss = [...cssOf(login)].reduce((total, file) => total + gzipKb(file), 0);

console.log('Sign-in page (/), gzip:');
console.log(`  JavaScript ${kb(loginJs)}  (${login.size} chunks; budget ${LOGIN_BUDGET_KB} KB)`);
console.log(`  CSS        ${kb(loginCss)}`);

const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const extra = [...staticClosure(key)].filter((k) => !login.has(k));
    return {
      route: key.replace(/\?.*$/, '').replace(/^src\/routes\//, ''),
      own: gzipKb(manifest[key].file),
      extra: sumJs(extra),
    };
  })
  .sort((a, b) => b.extra - a.extra);

console.log('\nRoute chunks, gzip (own chunk / everything it adds to the sign-in page):');
for (const r of routes) console.log(`  ${r.route.padEnd(48)} ${kb(r.own)} ${kb(r.extra)}`);

if (loginJs > LOGIN_BUDGET_KB) {
  console.error(
    `\nThe sign-in page loads ${loginJs.toFixed(1)} KB of JavaScript, over the ${LOGIN_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
