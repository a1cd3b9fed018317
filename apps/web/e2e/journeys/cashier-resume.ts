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
  {
    name: 'cashier resume: a closed tab keeps the paid game in the browser, and a browser without it gets it back from the server',
    run: async ({ page, context, baseUrl, newPage, screenshot }) => {
      const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [21, 22, 23]);
      const game = await startGame(page);
      await waitForCalls(page, 7);
      // The hall checked a card at call 7: the server's proof of how far the calling got.
      const check = await cashier.call<{ won: boolean }>('POST', `/games/${game.gameId}/check`, {
        cardId: 21,
        calledCount: 7,
      });
      assert.equal(check.won, false);
      const closedAt = await calledCount(page);
      await page.close({ runBeforeUnload: false });

      // A new tab of the same browser: its local storage still holds the game.
      const tab = await context.newPage();
      await tab.goto(`${baseUrl}/game`);
      await waitForRestoredBoard(tab, game, closedAt);
      await screenshot('closed-tab-restored', tab);
      await tab.close({ runBeforeUnload: false });

      // Another browser (or one whose storage is gone): the server offers its running game.
      const fresh = await newPage();
      await signInCashier(fresh, baseUrl);
      const offer = fresh.getByRole('dialog', { name: 'A paid game is not finished' });
      await offer.waitFor();
      assert.match((await offer.textContent()) ?? '', /Full house, 3 cards at .*: 7 of 75 numbers called\./);
      await screenshot('server-offer', fresh);
      await offer.getByRole('button', { name: 'Return to the game' }).click();
      await fresh.waitForURL((url) => url.pathname === '/game');
      await fresh
        .getByTestId('restored-notice')
        .getByText(
          'Game restored from the server at call 7. The numbers after call 7 will be called again in the same order. Press Continue to resume calling.',
          { exact: true },
        )
        .waitFor();
      assert.equal(await calledCount(fresh), 7);
      assert.deepEqual(await litBoard(fresh), firstCalls(game, 7));
      await fresh.getByRole('button', { name: 'Continue' }).click();
      await waitForCalls(fresh, 8, 5000);
      const eighth = game.drawOrder[7] ?? 0;
      assert.ok((await litBoard(fresh)).includes(eighth));
      await screenshot('server-restored', fresh);

      // Closing it ends the game on the server: nothing is offered any more.
      await fresh.getByRole('button', { name: 'Close' }).click();
      await fresh.getByRole('button', { name: 'Yes' }).click();
      await fresh.waitForURL((url) => url.pathname === '/select-cards');
      const closed = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(closed.status, 'abandoned');
      await fresh.goto(`${baseUrl}/dashboard`);
      await fresh.getByText('Remaining Balance').waitFor();
      await fresh.waitForTimeout(1000);
      assert.equal(await fresh.getByRole('dialog', { name: 'A paid game is not finished' }).count(), 0);
    },
  },
];

export default journeys;
