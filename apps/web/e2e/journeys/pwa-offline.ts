import assert from 'node:assert/strict';
import {
  calledCount,
  GAME_API_ANSWERS,
  setUpGame,
  signInCashier,
  startGame,
  waitForCalls,
} from '../game-steps';
import type { Journey } from '../journey';

const journeys: Journey[] = [
  {
    name: "installable: the service worker registers, and offline a reload draws the console from its cache and this PC's copy of the game, with the connection state shown",
    expectedApiErrors: GAME_API_ANSWERS,
    run: async ({ page, context, baseUrl, screenshot, guard }) => {
      page.on('dialog', (dialog) => void dialog.accept());
      await signInCashier(page, baseUrl);
      const manifest = await (await page.request.get(`${baseUrl}/manifest.webmanifest`)).json();
      assert.equal(manifest.name, 'Bingo Hall');
      assert.deepEqual(
        manifest.icons.map((i: { sizes: string }) => i.sizes),
        ['192x192', '512x512', '512x512', 'any'],
      );
      // The app shell is precached once the worker is active, and it takes this page at once.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      assert.equal(scope, `${baseUrl}/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const lists = await Promise.all(
          names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)),
        );
        return { names, urls: lists.flat() };
      });
      assert.ok(
        cached.urls.some((u) => u.endsWith('/index.html') || u.includes('/index.html?')),
        'index.html precached',
      );
      assert.equal(cached.urls.filter((u) => u.includes('/api/')).length, 0, 'no API answer is ever cached');
      console.log(
        `    service worker: scope ${scope}, ${cached.urls.length} files precached in ${cached.names.join(', ')}`,
      );

      await setUpGame(page, baseUrl, 'Full house', '1 s', [41, 42]);
      await startGame(page);
      await waitForCalls(page, 2);

      await context.setOffline(true);
      await page.reload();
      // The shell comes from the worker's cache and the console from this PC's copy of the game,
      // paused at its count, with the line's state said over it.
      await page.getByTestId('game-screen').waitFor({ timeout: 15_000 });
      const notice = page.getByTestId('offline-copy');
      await notice.getByText('The server could not be reached').waitFor();
      const called = await calledCount(page);
      assert.ok(called >= 2, `the copy holds the calls made before the cut (${called})`);
      assert.match((await notice.textContent()) ?? '', new RegExp(`copy of the game, at call ${called}\\.`));
      await screenshot('offline-reload');
      await context.setOffline(false);
      await notice.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Continue' }).click();
      // The server goes on from its own count: the next number is the next one it releases.
      await waitForCalls(page, called + 1);
      // The reads the cut line failed (the game's, and a query's retry in flight) are this journey's point.
      await page.waitForLoadState('networkidle');
      guard.take();
    },
  },
];

export default journeys;
