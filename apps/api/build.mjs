// Bundles the server into one ESM file. The workspace packages (@bingo/*) export TypeScript
// source, so they are bundled; npm packages stay external and load from node_modules. The `@/…`
// alias is src: esbuild resolves it from tsconfig `paths`, so it must not be taken for a package.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist', { recursive: true, force: true });

/** @type {import('esbuild').Plugin} */
const externalizeNpmPackages = {
  name: 'externalize-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bingo/') || args.path.startsWith('@/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'audit-verify': 'src/cli/audit-verify.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  plugins: [externalizeNpmPackages],
});
