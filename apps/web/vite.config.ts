import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { hallTimeZone, hallTimeZoneRecord } from './hall-time-zone';

// How the build cuts the app into chunks, so that the sign-in page loads little (its budget is in
// scripts/bundle-report.mjs).

/** The app's entry module and the sign-in page's route chunk (the page at '/'). */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const SIGN_IN_ROUTE = /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=/;
/** A route's split chunk (its component and loader), by its file under src/routes without '.tsx'. */
const ROUTE_CHUNK = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;

/** `import { A, B as C } from 'x'` and `export { A } from 'x'`: the names (either side of `as`) and 'x'. */
const NAMED_IMPORT = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
function* namedImports(code: string): Generator<[names: string[], source: string]> {
  for (const [, list = '', source = ''] of code.matchAll(NAMED_IMPORT)) {
    yield [list.split(/[\s,]+/).filter((name) => name && name !== 'as' && name !== 'type'), source];
  }
}

/**
 * Everything the sign-in page runs goes into one chunk: what the entry imports (React, the router
 * and its route tree, Mantine's provider, the locale store) and what the sign-in route imports (the
 * form and its Mantine inputs). Left alone, Rolldown cuts these into some fifty small chunks shared
 * with other pages, each a request and a gzip stream of its own. The route's component keeps its own
 * chunk.
 *
 * The group (`test`) takes the modules these two import, and Rolldown adds everything those import
 * in turn. A name imported straight from a package's index (`import { Anchor } from '@mantine/core'`)
 * is followed here to the module that defines it, as Rolldown's walk does not go through an index.
 */
function signInChunk() {
  const seeds = new Set<string>();
  const plugin: Plugin = {
    name: 'bingo:sign-in-chunk',
    apply: 'build',
    async buildEnd() {
      seeds.clear();
      for (const id of this.getModuleIds()) {
        if (!ENTRY.test(id) && !SIGN_IN_ROUTE.test(id)) continue;
        const info = this.getModuleInfo(id);
        for (const dep of info?.importedIds ?? []) seeds.add(dep);
        for (const [names, source] of namedImports(info?.code ?? '')) {
          if (source.startsWith('.')) continue;
          const index = await this.resolve(source, id);
          const indexCode = index ? this.getModuleInfo(index.id)?.code : null;
          if (!index || !indexCode) continue;
          for (const [exported, from] of namedImports(indexCode)) {
            if (!names.some((name) => exported.includes(name))) continue;
            const target = await this.resolve(from, index.id);
            if (target) seeds.add(target.id);
          }
        }
      }
    },
  };
  return { plugin, test: (id: string) => seeds.has(id) };
}

/**
 * Every page's lazy import carries the list of chunks to preload with it, and the sign-in page holds
 * those lists for all the routes. The router loads a page's layouts (`_app`, `_fullscreen`) together
 * with the page, and a layout's import preloads the layout's chunks; so a page's own list leaves out
 * what its layouts already load. For Vite's `build.modulePreload.resolveDependencies`.
 */
function layoutPreloads() {
  const routeOfFile = new Map<string, string>();
  const fileOfRoute = new Map<string, string>();
  const importsOf = new Map<string, string[]>();
  const plugin: Plugin = {
    name: 'bingo:layout-preloads',
    apply: 'build',
    // Vite writes the preload lists in its own generateBundle; the chunk graph is read before that.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        importsOf.set(chunk.fileName, chunk.imports);
        const route = chunk.facadeModuleId?.match(ROUTE_CHUNK)?.[1]?.replaceAll('\\', '/');
        if (!route) continue;
        routeOfFile.set(chunk.fileName, route);
        fileOfRoute.set(route, chunk.fileName);
      }
    },
  };
  const addClosure = (file: string, files: Set<string>) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dep of importsOf.get(file) ?? []) addClosure(dep, files);
  };
  const resolveDependencies = (file: string, deps: string[]): string[] => {
    const route = routeOfFile.get(file);
    if (!route) return deps;
    // '_app/admin/sales' is laid out by '_app' (and by '_app/admin', were there such a layout).
    const fromLayouts = new Set<string>();
    const parts = route.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const layout = fileOfRoute.get(parts.slice(0, depth).join('/'));
      if (layout) addClosure(layout, fromLayouts);
    }
    return deps.filter((dep) => !fromLayouts.has(dep));
  };
  return { plugin, resolveDependencies };
}

/**
 * The API's addresses, which the service worker leaves to the network rather than answering with the
 * app shell: /api and below, in any case (the API's router ignores case, so /API/Balance is its
 * /api/balance) and after any run of slashes (the API answers '//api/nope' as the unknown route it is).
 * Written out here as the contracts' API_ADDRESS is, since the config is loaded without the workspace's
 * build; src/pwa-api-address.test.ts holds both copies to that one pattern.
 */
const API_ADDRESS = /^\/+api(?:[/?]|$)/i;

/**
 * API_ADDRESS as the key of a development proxy: Vite makes a key that starts with '^' a RegExp with
 * no flags, so each letter is written as both its cases. A '/api' key left /API/Balance to the dev
 * server, which answered it with the app.
 */
const API_PROXY = '^/+[aA][pP][iI](?:[/?]|$)';

const signIn = signInChunk();
const layouts = layoutPreloads();
// The zone the app's dates are cut in, written into the build for the API to check against its own.
const zone = hallTimeZone();

// The router plugin must run before the React plugin: it generates the route tree and splits route chunks.
// Loaders travel with their page's component, so the query factories and contract schemas they use
// stay out of the sign-in page's bundle.
export default defineConfig({
  define: { 'import.meta.env.HALL_TIME_ZONE': JSON.stringify(zone) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
    signIn.plugin,
    layouts.plugin,
    hallTimeZoneRecord(zone),
    // Installable, and steady through a reload or a short outage: the app shell is precached, a voice
    // pack is kept once played (and refreshed as it plays), and the API is never answered from a cache
    // (money and calls are live).
    VitePWA({
      registerType: 'autoUpdate',
      // A separate deferred script, so the sign-in page's JavaScript does not carry the registration.
      injectRegister: 'script-defer',
      includeAssets: ['icons/icon.svg'],
      manifest: {
        name: 'Bingo Hall',
        short_name: 'Bingo Hall',
        description: 'The bingo hall: game console, player display and shop accounts',
        start_url: '/',
        display: 'standalone',
        background_color: '#1a0205',
        theme_color: '#7a1020',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // A new version takes the open pages at once, so a reload never runs two versions side by side.
        clientsClaim: true,
        skipWaiting: true,
        // ttf: the Ethiopic font an Amharic PDF embeds (pdf-text.ts), so the card PDF is made offline too.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,ttf}'],
        // The voice packs are cached as they are played (below), not all of them at install.
        globIgnores: ['audio/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [API_ADDRESS],
        runtimeCaching: [
          // API_ADDRESS written out: the service worker gets this function as source, without this file.
          { urlPattern: ({ url }) => /^\/+api(?:[/?]|$)/i.test(url.pathname), handler: 'NetworkOnly' },
          {
            urlPattern: ({ url }) => /^\/audio\/[^/]+\/[^/]+\//.test(url.pathname),
            // Played from the cache (offline too) while it is fetched again, so recordings a hall drops
            // into a pack folder are heard from the next load on this PC too.
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'voice-pack',
              expiration: { maxEntries: 400 },
              plugins: [
                {
                  // Only a real clip is kept: a 404 or a page in its place must leave the file to the
                  // fallback. Copied into the service worker as source, so it may use nothing from this file.
                  cacheWillUpdate: async ({ response }) =>
                    response.status === 200 && response.headers.get('content-type')?.startsWith('audio/')
                      ? response
                      : null,
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Voice packs live in public/audio and are served as /audio/... both in dev and from the built app.
  publicDir: 'public',
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { [API_PROXY]: { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173, proxy: { [API_PROXY]: 'http://127.0.0.1:3000' } },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // No modulepreload polyfill: a browser without modulepreload (Safari before 17, Firefox before 115)
    // still loads every module, only without the head start; the polyfill would weigh on every page.
    modulePreload: { polyfill: false, resolveDependencies: layouts.resolveDependencies },
    rolldownOptions: {
      output: {
        // The sign-in page carries the file name of every chunk of the app (in the preload lists of
        // the routes): named by their hash alone, they weigh 1.3 KB less. The manifest
        // (dist/.vite/manifest.json) still tells which source each file holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: { groups: [{ name: 'sign-in', test: signIn.test }] },
      },
    },
  },
});
