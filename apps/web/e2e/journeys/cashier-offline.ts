import assert from 'node:assert/strict';
import {
  calledCount,
  GAME_API_ANSWERS,
  hallCalls,
  publicRecord,
  recordCalls,
  setUpGame,
  signInCashier,
  startGame,
  waitForCalls,
} from '../game-steps';
import type { Journey, JourneyContext } from '../journey';

const OFFLINE_MS = 5000;

/** The harness's console guard, where the harness has one: the cut line's failed requests are expected. */
type Guarded = JourneyContext & { guard?: { take(): string[] } };

/** nginx's own page for a stopped upstream: what a hall's proxy answers while the API is down. */
const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

const journeys: (Journey & { expectedApiErrors?: unknown[] })[] = [
  {
    name: 'cashier offline: with the network cut for 5 s the screen says so, the calls wait, then go on with none skipped or doubled',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async (ctx) => {
      const { page, context, baseUrl, screenshot } = ctx;
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [51, 52]);
      // Watching before Start: the first number comes half a second after the start's answer.
      await recordCalls(page);
      const game = await startGame(page);
      await waitForCalls(page, 3);

      await context.setOffline(true);
      const cutAt = await calledCount(page);
      await page.getByTestId('connection-lost').waitFor({ timeout: 5000 });
      assert.match(
        (await page.getByTestId('connection-lost').textContent()) ?? '',
        /Connection lost — the calls are waiting\./,
      );
      await screenshot('offline');
      await page.waitForTimeout(OFFLINE_MS);
      // Nothing is called while the line is down (a number already on its way may land).
      const duringCut = await calledCount(page);
      assert.ok(duringCut <= cutAt + 1, `called ${duringCut} with the line cut at ${cutAt}`);
      await context.setOffline(false);
      // The requests the cut line failed are what this journey is about.
      (ctx as Guarded).guard?.take();

      await page.getByTestId('connection-lost').waitFor({ state: 'detached', timeout: 10_000 });
      await waitForCalls(page, duringCut + 3, 15_000);
      await screenshot('back-online');

      const seen = await hallCalls(page);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');

      // The hall saw exactly the server's calls: same numbers, same order, each once.
      const published = await publicRecord(baseUrl, game.gameId);
      assert.ok(published.calls.length >= duringCut + 3);
      assert.deepEqual(
        published.calls.map((c) => c.k),
        published.calls.map((_, i) => i + 1),
      );
      assert.deepEqual(
        published.order.slice(0, published.calls.length),
        published.calls.map((c) => c.number),
      );
      assert.deepEqual(
        seen.map((c) => c.count),
        seen.map((_, i) => i + 1),
      );
      assert.deepEqual(
        seen.map((c) => c.ball),
        published.calls.slice(0, seen.length).map((c) => c.number),
      );
      assert.ok(published.calls.length - seen.length <= 1);
      assert.equal(new Set(published.calls.map((c) => c.number)).size, published.calls.length);
    },
  },
  {
    name: 'cashier offline: a Pause pressed with the network cut reaches the server once the line is back, and the notice goes while the game stays paused',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async (ctx) => {
      const { page, context, baseUrl, screenshot } = ctx;
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [55, 56]);
      await startGame(page);
      await waitForCalls(page, 2);
      // The server's own view of the game, read past the browser whose line is cut.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const pausedOnServer = async () => {
        const res = await fetch(`${baseUrl}/api/games/current`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { game: { paused: boolean } }).game.paused;
      };

      await context.setOffline(true);
      await page.getByTestId('connection-lost').waitFor({ timeout: 5000 });
      await page.getByRole('button', { name: 'Pause' }).click();
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      await page.waitForTimeout(2000);
      assert.equal(
        await pausedOnServer(),
        false,
        'a pause sent with the line cut cannot have reached the server',
      );
      await context.setOffline(false);

      await page.getByTestId('connection-lost').waitFor({ state: 'detached', timeout: 10_000 });
      // The requests the cut line failed are what this journey is about.
      (ctx as Guarded).guard?.take();
      assert.equal(await pausedOnServer(), true);
      const paused = await calledCount(page);
      await page.waitForTimeout(3000);
      assert.equal(await calledCount(page), paused, 'nothing is called while paused');
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      await screenshot('paused-back-online');

      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForCalls(page, paused + 1, 15_000);
      assert.equal(await pausedOnServer(), false);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
    },
  },
  {
    name: 'cashier offline: Close with the line down keeps the game on screen with the reason, and Close again records the refunded abandon',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async (ctx) => {
      const { page, context, baseUrl, screenshot } = ctx;
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [53, 54]);
      const game = await startGame(page);
      await waitForCalls(page, 2);

      await context.setOffline(true);
      const closeAsRefunded = async () => {
        await page.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('checkbox', { name: 'The stakes were refunded to the players' }).check();
        await page.getByRole('button', { name: 'Yes' }).click();
      };
      await closeAsRefunded();
      await page.getByTestId('end-error').waitFor({ timeout: 10_000 });
      assert.match(
        (await page.getByTestId('end-error').textContent()) ?? '',
        /^The game could not be ended: /,
      );
      assert.equal(new URL(page.url()).pathname, '/game');
      await screenshot('end-not-recorded');
      await context.setOffline(false);
      // The requests the cut line failed are what this journey is about.
      (ctx as Guarded).guard?.take();
      // Still running on the server: the public record opens only once a game has ended.
      assert.equal((await fetch(`${baseUrl}/api/public/games/${game.gameId}`)).status, 404);

      await closeAsRefunded();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      assert.equal((await publicRecord(baseUrl, game.gameId)).status, 'abandoned');
    },
  },
  {
    name: "cashier offline: a reload while the hall's proxy answers 502 for the game draws this PC's copy, paused, and the server's game once it answers",
    expectedApiErrors: [...GAME_API_ANSWERS, { status: 502, path: '/api/games/current', method: 'GET' }],
    run: async (ctx) => {
      const { page, context, baseUrl, screenshot } = ctx;
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [57, 58]);
      await startGame(page);
      await waitForCalls(page, 2);

      // The context's route also sees what the app's service worker fetches for the page.
      const gateway = '**/api/games/current';
      await context.route(gateway, (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: NGINX_502 }),
      );
      await page.reload();
      await page.getByTestId('game-screen').waitFor({ timeout: 15_000 });
      const notice = page.getByTestId('offline-copy');
      await notice.getByText('The server could not be reached').waitFor();
      const called = await calledCount(page);
      assert.ok(called >= 2, `the copy holds the calls made before the reload (${called})`);
      assert.match((await notice.textContent()) ?? '', new RegExp(`copy of the game, at call ${called}\\.`));
      const body = (await page.locator('body').textContent()) ?? '';
      assert.doesNotMatch(body, /Bad Gateway|<html>/);
      // The server has not answered: nothing may say the game came from it.
      assert.equal(await page.getByTestId('restored-notice').count(), 0);
      assert.doesNotMatch(body, /Game restored from the server/);
      await screenshot('proxy-502-reload');

      await context.unroute(gateway);
      await notice.waitFor({ state: 'detached', timeout: 10_000 });
      // The server's game takes the copy's place, paused at the server's own count.
      const restored = page.getByTestId('restored-notice');
      await restored.waitFor();
      assert.match(
        (await restored.textContent()) ?? '',
        new RegExp(
          `^Game restored from the server at call ${await calledCount(page)}\\. Press Continue to resume calling\\.$`,
        ),
      );
      await page.getByRole('button', { name: 'Continue' }).click();
      // The server goes on from its own count.
      await waitForCalls(page, (await calledCount(page)) + 1, 15_000);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
    },
  },
];

export default journeys;
