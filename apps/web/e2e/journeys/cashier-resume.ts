import assert from 'node:assert/strict';
import type { GameRecord, StartedGame } from '@bingo/contracts';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient } from '../api';
import {
  calledCount,
  GAME_API_ANSWERS,
  litBoard,
  publicRecord,
  setUpGame,
  signInCashier,
  startGame,
  waitForCalls,
} from '../game-steps';
import type { Journey } from '../journey';

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

/** Waits for the board taken back from the server: paused at the server's count, with the notice. */
async function waitForRestoredBoard(page: Page, cashier: ApiClient, game: StartedGame, leftAt: number) {
  await page.getByTestId('restored-notice').waitFor();
  const restoredAt = await calledCount(page);
  // A number asked for as the page went away may have been released: the server's count is the truth.
  assert.ok(restoredAt >= leftAt && restoredAt <= leftAt + 1, `restored at ${restoredAt}, left at ${leftAt}`);
  await page
    .getByTestId('restored-notice')
    .getByText(`Game restored from the server at call ${restoredAt}. Press Continue to resume calling.`, {
      exact: true,
    })
    .waitFor();
  const record = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
  assert.equal(record.released, restoredAt);
  assert.deepEqual(await litBoard(page), sorted(record.calls.map((c) => c.number)));
  // Paused: no number is called until Continue.
  await page.waitForTimeout(2500);
  assert.equal(await calledCount(page), restoredAt);
  return restoredAt;
}

const journeys: (Journey & { expectedApiErrors?: unknown[] })[] = [
  {
    name: 'cashier resume: a reload, a closed tab and another screen take the game back from the server paused at its count, and Continue asks for the next number',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async ({ page, context, baseUrl, screenshot }) => {
      const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      await signInCashier(page, baseUrl);
      const purchases: string[] = [];
      context.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/games') purchases.push(r.url());
      });
      // Leaving a game in progress makes the browser ask first; the journey answers Leave.
      page.on('dialog', (dialog) => void dialog.accept());

      await setUpGame(page, baseUrl, 'Full house', '1 s', [11, 12, 13, 14]);
      const game = await startGame(page);
      const balanceAfterPurchase = await cashier.balance();
      await waitForCalls(page, 6);
      const reloadAt = await calledCount(page);
      const [current] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/games/current') && r.request().method() === 'GET'),
        page.reload(),
      ]);
      assert.equal(current.status(), 200);
      const restoredAt = await waitForRestoredBoard(page, cashier, game, reloadAt);
      await screenshot('restored');

      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForCalls(page, restoredAt + 1, 5000);
      await screenshot('continued');

      // A closed tab: a new one takes the game back from the server.
      await waitForCalls(page, restoredAt + 2, 5000);
      const closedAt = await calledCount(page);
      await page.close({ runBeforeUnload: false });
      const tab = await context.newPage();
      tab.on('dialog', (dialog) => void dialog.accept());
      await tab.goto(`${baseUrl}/dashboard`);
      const offer = tab.getByRole('dialog', { name: 'A paid game is not finished' });
      await offer.waitFor();
      assert.match((await offer.textContent()) ?? '', /Full house, 4 cards at .*numbers called/);
      await screenshot('offer', tab);
      await offer.getByRole('button', { name: 'Return to the game' }).click();
      await tab.waitForURL((url) => url.pathname === '/game');
      const backAt = await waitForRestoredBoard(tab, cashier, game, closedAt);
      await tab.getByRole('button', { name: 'Continue' }).click();
      await waitForCalls(tab, backAt + 1, 5000);

      // One purchase in all: nothing was bought again and the server still runs the same game.
      assert.equal(purchases.length, 1);
      assert.equal(await cashier.balance(), balanceAfterPurchase);

      // Closing it records it as abandoned at the server's count; the calls have no gap and no repeat.
      await tab.getByRole('button', { name: 'Close' }).click();
      await tab.getByRole('button', { name: 'Yes' }).click();
      await tab.waitForURL((url) => url.pathname === '/select-cards');
      const closed = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(closed.status, 'abandoned');
      const published = await publicRecord(baseUrl, game.gameId);
      assert.deepEqual(
        published.calls.map((c) => c.k),
        published.calls.map((_, i) => i + 1),
      );
      assert.deepEqual(
        published.order.slice(0, published.calls.length),
        published.calls.map((c) => c.number),
      );
      await tab.reload();
      await tab.getByRole('button', { name: 'PLAY' }).waitFor();
      assert.equal(await tab.getByRole('dialog', { name: 'A paid game is not finished' }).count(), 0);
    },
  },
];

export default journeys;
