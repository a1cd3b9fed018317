import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  checkCard,
  GAME_API_ANSWERS,
  litBoard,
  setUpGame,
  signInCashier,
  startGame,
  waitForCalls,
} from '../game-steps';
import type { Journey } from '../journey';

/**
 * Waits until the remote display lights the numbers the console lights, or, while calls go on, all
 * but the latest `behind` of them: the TV asks once a second and the console calls once a second, so
 * in play the two can agree only for moments that a poll landing just before each call never gives.
 */
async function sameBoard(remote: Page, console: Page, behind = 0): Promise<number[]> {
  const follows = (shown: number[], wanted: number[]) =>
    shown.every((ball) => wanted.includes(ball)) && wanted.length - shown.length <= behind;
  // The console is read afresh each time: with a call a second, a board read once is soon behind both.
  for (let tries = 0; tries < 30; tries++) {
    const [shown, wanted] = [await litBoard(remote), await litBoard(console)];
    if (follows(shown, wanted)) return shown;
    await remote.waitForTimeout(200);
  }
  const [shown, wanted] = [await litBoard(remote), await litBoard(console)];
  assert.ok(follows(shown, wanted), `the remote display never caught up: ${shown} against ${wanted}`);
  return shown;
}

const journeys: Journey[] = [
  {
    name: 'display link: a TV with no login follows the game through its link, can call nothing else, and goes dark when revoked',
    expectedApiErrors: [
      ...GAME_API_ANSWERS,
      // The token tried as a Bearer on another route, and the revoked link's next poll.
      { status: 401, path: '/api/games/current', method: 'GET' },
      { status: 404, path: /^\/api\/public\/display\/[^/]+$/, method: 'GET' },
    ],
    run: async ({ page, baseUrl, newPage, screenshot }) => {
      await signInCashier(page, baseUrl);
      // The settings in a second tab of the cashier's browser, so the game screen is never left.
      const settings = await page.context().newPage();
      await settings.goto(`${baseUrl}/cashier/settings`);
      await settings.getByRole('button', { name: 'Create display link' }).click();
      const url = await settings.getByTestId('display-link-url').inputValue();
      const token = /\/display\/remote\/([A-Za-z0-9_-]{43})\?lang=en$/.exec(url)?.[1];
      assert.ok(token, `a 32-byte token in ${url}`);

      // Another browser context: no session at all.
      const tv = await newPage();
      await tv.goto(url);
      await tv.getByTestId('player-display').waitFor();
      assert.ok(((await tv.getByTestId('display-shop').textContent()) ?? '').length > 0, 'the shop is named');

      await setUpGame(page, baseUrl, 'Any two lines', '1 s', [1, 2, 3]);
      const game = await startGame(page);
      await waitForCalls(page, 4);
      const followed = await sameBoard(tv, page, 1);
      assert.ok(followed.length >= 3);
      assert.equal(
        await tv.getByTestId('display-commitment').textContent(),
        `Commitment ${game.commitment.slice(0, 8)}`,
      );

      // Two lines need 8 numbers: at 5 calls a card loses, and the room sees it.
      await waitForCalls(page, 5);
      await page.getByRole('button', { name: 'Check' }).click();
      await checkCard(page, 1);
      await page.getByRole('dialog', { name: 'Check' }).getByTestId('recorded-result').waitFor();
      await tv.getByTestId('display-result').waitFor({ timeout: 5000 });
      assert.match((await tv.getByTestId('display-result').textContent()) ?? '', /Not a winner/);
      await sameBoard(tv, page);
      assert.equal(
        await tv.locator('button, input, select, textarea, a[href]').count(),
        0,
        'no control on the TV',
      );
      await screenshot('remote-display', tv);

      // The token is no login: as a Bearer on another route it is refused.
      const asBearer = await tv.evaluate(async (t) => {
        const res = await fetch('/api/games/current', { headers: { Authorization: `Bearer ${t}` } });
        return res.status;
      }, token);
      assert.equal(asBearer, 401);

      await settings.reload();
      await settings.getByTestId('display-link-row').first().getByRole('button', { name: 'Revoke' }).click();
      await settings.getByTestId('display-link-row').first().waitFor({ state: 'detached' });
      await tv.getByText('This display link is not valid or was revoked.').waitFor({ timeout: 5000 });
    },
  },
];

export default journeys;
