import assert from 'node:assert/strict';
import type { GameRecord, StartedGame } from '@bingo/contracts';
import { ballLetter } from '@bingo/engine';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient } from '../api';
import type { Journey } from '../journey';
import { calledCount, setUpGame, signInCashier, startGame, waitForCalls } from './cashier-game';

/** The numbers lit on the board, smallest first. */
async function litBoard(page: Page): Promise<number[]> {
  const balls = await page
    .getByRole('region', { name: 'Called numbers' })
    .locator('[data-called="true"]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-ball'))));
  return balls.sort((a, b) => a - b);
}

const firstCalls = (game: StartedGame, n: number) => game.drawOrder.slice(0, n).sort((a, b) => a - b);

/** Waits for the restored board: paused, with the notice, after the server confirmed the game. */
async function waitForRestoredBoard(page: Page, game: StartedGame, reloadAt: number): Promise<number> {
  await page.getByTestId('restored-notice').waitFor();
  const restoredAt = await calledCount(page);
  // The count saved on the last call before the reload: never behind what the screen showed.
  assert.ok(
    restoredAt >= reloadAt && restoredAt <= reloadAt + 2,
    `restored at ${restoredAt}, left at ${reloadAt}`,
  );
  assert.deepEqual(await litBoard(page), firstCalls(game, restoredAt));
  const last = game.drawOrder[restoredAt - 1] ?? 0;
  await page.getByRole('status', { name: `Current number ${ballLetter(last)} ${last}` }).waitFor();
  await page
    .getByTestId('restored-notice')
    .getByText('Game restored after a reload. Press Continue to resume calling.', { exact: true })
    .waitFor();
  // Paused: no number is called until Continue.
  await page.waitForTimeout(2500);
  assert.equal(await calledCount(page), restoredAt);
  return restoredAt;
}

const journeys: Journey[] = [
  {
    name: 'cashier resume: a reload mid-game restores the paid game paused at its call, and Continue calls the next number of the draw',
    run: async ({ page, baseUrl, screenshot }) => {
      const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      await signInCashier(page, baseUrl);
      const purchases: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/games') purchases.push(r.url());
      });
      // Leaving a game in progress makes the browser ask first; the journey answers Leave.
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.type());
        void dialog.accept();
      });

      await setUpGame(page, baseUrl, 'Full house', '1 s', [11, 12, 13, 14]);
      const game = await startGame(page);
      const balanceAfterPurchase = await cashier.balance();
      await waitForCalls(page, 6);
      const reloadAt = await calledCount(page);
      const [verified] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith(`/api/games/${game.gameId}`) && r.request().method() === 'GET',
        ),
        page.reload(),
      ]);
      assert.equal(verified.status(), 200);
      const restoredAt = await waitForRestoredBoard(page, game, reloadAt);
      await screenshot('restored');

      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForCalls(page, restoredAt + 1, 5000);
      assert.equal(await calledCount(page), restoredAt + 1);
      const next = game.drawOrder[restoredAt] ?? 0;
      await page.getByRole('status', { name: `Current number ${ballLetter(next)} ${next}` }).waitFor();
      assert.deepEqual(await litBoard(page), firstCalls(game, restoredAt + 1));
      await screenshot('continued');

      // Card selection opened over the game offers to return to it instead of starting a new one.
      await waitForCalls(page, restoredAt + 2, 5000);
      const leftAt = await calledCount(page);
      await page.goto(`${baseUrl}/select-cards`);
      const offer = page.getByRole('dialog', { name: 'A paid game is not finished' });
      await offer.waitFor();
      assert.match((await offer.textContent()) ?? '', /Full house, 4 cards at .*numbers called/);
      await screenshot('offer');
      await offer.getByRole('button', { name: 'Return to the game' }).click();
      await page.waitForURL((url) => url.pathname === '/game');
      const backAt = await waitForRestoredBoard(page, game, leftAt);

      // One purchase in all: the reloads bought nothing and the server still runs the same game.
      assert.equal(purchases.length, 1);
      assert.equal(await cashier.balance(), balanceAfterPurchase);
      assert.ok(asked.every((type) => type === 'beforeunload'));
      const running = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(running.status, 'running');

      // Closing it records it as abandoned at the call it reached, and nothing is left to resume.
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      const closed = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(closed.status, 'abandoned');
      assert.equal(closed.endedAtCall, backAt);
      await page.reload();
      await page.getByRole('button', { name: 'PLAY' }).waitFor();
      assert.equal(await page.getByRole('dialog', { name: 'A paid game is not finished' }).count(), 0);
    },
  },
];

export default journeys;
