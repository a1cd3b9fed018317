import assert from 'node:assert/strict';
import { setUpGame, signInCashier, startGame, waitForCalls } from '../game-steps';
import type { Journey } from '../journey';

const CALLS = 30;
const INTERVAL_MS = 1000;

const journeys: Journey[] = [
  {
    name: 'cashier: call timing drift over 30 calls at 1 s (measured, not asserted)',
    run: async ({ page, baseUrl }) => {
      await signInCashier(page, baseUrl);
      // Full house: nobody wins within 30 calls, so nothing interrupts the calling.
      await setUpGame(page, baseUrl, 'Full house', '1 s', [11, 12]);
      // Each change of the 'n/75' badge is stamped as the page sees it, on the monotonic clock.
      await page.evaluate(() => {
        const stamps: number[] = [];
        (window as unknown as { callStamps: number[] }).callStamps = stamps;
        const badge = document.querySelector('[data-testid="called-count"]');
        if (!badge) throw new Error('no call badge');
        new MutationObserver(() => stamps.push(performance.now())).observe(badge, {
          characterData: true,
          childList: true,
          subtree: true,
        });
      });
      await startGame(page);
      await waitForCalls(page, CALLS + 1, 60_000);
      const stamps = await page.evaluate(() => (window as unknown as { callStamps: number[] }).callStamps);
      assert.ok(stamps.length >= CALLS + 1, `only ${stamps.length} calls were seen`);
      // Call k is due k intervals after the first one; the first call anchors the measurement.
      const first = stamps[0] ?? 0;
      const deviations = stamps
        .slice(1, CALLS + 1)
        .map((t, i) => Math.abs(t - (first + (i + 1) * INTERVAL_MS)));
      const mean = deviations.reduce((a, b) => a + b, 0) / deviations.length;
      const max = Math.max(...deviations);
      console.log(
        `    call drift over ${CALLS} calls at ${INTERVAL_MS} ms: mean ${mean.toFixed(2)} ms, max ${max.toFixed(2)} ms (target mean < 20 ms)`,
      );
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
    },
  },
];

export default journeys;
