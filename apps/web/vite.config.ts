import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The app's entry module and the sign-in page's route chunk (the page at '/'). */
const ENTRY = /[\\/]src[\\/]main\.tsx$/;
const SIGN_IN_ROUTE = /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=/;

/** `import { A, B as C } from 'x'` and `export { A } from 'x'`: the names on either side of `as`, and 'x'. */
const NAMED_IMPORT = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
function* namedImports(code: string): Generator<[names: string[], source: string]> {
  for (const [, list = '', source = ''] of code.matchAll(NAMED_IMPORT)) {
    yield [list.split(/[\s,]+/).filter((name) => name && name !== 'as' && name !== 'type'), source];
  }
}

/**
 * Everything the sign-in page runs goes into one chunk: what the entry imports (React, the router
 * and its route tree, Mantine's provider, i18n) and what the sign-in route imports (the form, its
 * Mantine inputs). Left alone, Rolldown cuts these into some fifty small chunks shared with the other
 * pages, each a request and a gzip stream of its own. The route's component keeps its own chunk.
 *
 * The group takes the modules these two import and, with them, everything those import in turn.
 * A name imported straight from a package's index (`import { Anchor } from '@mantine/core'`) is
 * followed here to the module that defines it, as the group does not walk through an index.
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
const signIn = signInChunk();

// The router plugin must run before the React plugin: it generates the route tree and splits route chunks.
// Loaders travel with their page's component, so the query factories and contract schemas they use
// stay out of the sign-in page's bundle.
export default defineConfig({
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
    // Installable, and steady through a reload or a short outage: the app shell is precached, a voice
    // pack is kept once played, and the API is never answered from a cache (money and calls are live).
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
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The voice packs are cached as they are played (below), not all of them at install.
        globIgnores: ['audio/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        runtimeCaching: [
          { urlPattern: ({ url }) => url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
          {
            urlPattern: ({ url }) => /^\/audio\/[^/]+\/[^/]+\//.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'voice-pack',
              cacheableResponse: { statuses: [0, 200] },
              expiration: { maxEntries: 400 },
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
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the hall uses preloads modules itself; the polyfill would only weigh on the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'sign-in', test: signIn.test }] },
      },
    },
  },
});
