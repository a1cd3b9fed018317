import assert from 'node:assert/strict';
import type { GameRecord, StartedGame } from '@bingo/contracts';
import { firstWinningCall, getCard } from '@bingo/engine';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';
import { ensureOpenShift } from '../shift-helpers';

/**
 * Signs the demo cashier in through the login screen and waits for the dashboard. A game starts only
 * inside an open shift, so the cashier's shift is opened first (through the API) when none is.
 */
export async function signInCashier(page: Page, baseUrl: string): Promise<void> {
  await ensureOpenShift(await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password));
  await signIn(page, baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
  await expectPath(page, '/dashboard');
}

/** The call count shown on the game screen ('n/75'). */
export async function calledCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('called-count').textContent()) ?? '';
  return Number(text.split('/')[0]);
}

/** Waits until the game screen shows at least `n` calls. */
export async function waitForCalls(page: Page, n: number, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    (target) =>
      Number(document.querySelector('[data-testid="called-count"]')?.textContent?.split('/')[0]) >= target,
    n,
    { timeout, polling: 20 },
  );
}

/** Picks a Mantine Select's option by the select's label and the option's text. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** /play with the given game type and speed, then /select-cards with the given cards, then PLAY. */
export async function setUpGame(
  page: Page,
  baseUrl: string,
  gameType: string,
  speed: string,
  cards: number[],
) {
  await page.goto(`${baseUrl}/play`);
  await page.getByRole('radio', { name: gameType }).click();
  await chooseOption(page, 'Game Speed', speed);
  await page.getByRole('button', { name: 'Select Cards' }).click();
  await page.waitForURL((url) => url.pathname === '/select-cards');
  for (const id of cards) await page.getByRole('button', { name: `Card ${id}`, exact: true }).click();
  assert.equal(await page.getByTestId('selected-count').textContent(), String(cards.length));
  await page.getByRole('button', { name: 'PLAY' }).click();
  await page.waitForURL((url) => url.pathname === '/game');
  await page.getByTestId('game-screen').waitFor();
}

/** Presses Start and returns the server's answer to the purchase. */
export async function startGame(page: Page): Promise<StartedGame> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/games') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Start' }).click(),
  ]);
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()) as StartedGame;
}

/** Types a card into the open Check dialog and waits for the engine's verdict. */
export async function checkCard(page: Page, cardId: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Check' });
  await dialog.getByLabel('Enter a card:').fill(String(cardId));
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByTestId('check-verdict').waitFor();
}

/** When each selected card first wins, walking the revealed draw. */
export function winningCalls(game: StartedGame): { cardId: number; call: number | null }[] {
  return game.cards.map((cardId) => ({
    cardId,
    call: firstWinningCall(getCard(cardId), game.drawOrder, game.gameType),
  }));
}

const journeys: Journey[] = [
  {
    name: 'cashier: sells cards, plays at the fastest speed, checks and locks a loser, wins, finds the game in /sales',
    run: async ({ page, baseUrl, screenshot }) => {
      const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      const before = await cashier.balance();
      await signInCashier(page, baseUrl);

      const cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      await setUpGame(page, baseUrl, 'Any two lines', '1 s', cards);
      assert.equal(await page.getByTestId('prize').textContent(), birr(90));
      await screenshot('before-start');
      const game = await startGame(page);

      // No game without the server's debit: the balance drops by exactly the commission.
      assert.equal(game.numberOfCards, 10);
      assert.equal(game.totalAmount, 100);
      assert.equal(await cashier.balance(), Math.round((before - game.commission) * 100) / 100);
      assert.equal(game.newBalance, await cashier.balance());

      const calls = winningCalls(game);
      const winAt = Math.min(...calls.map((c) => c.call ?? 99));
      const winner = calls.find((c) => c.call === winAt)?.cardId ?? 0;
      const loser = calls.find((c) => c.call === null || c.call > winAt)?.cardId ?? 0;
      assert.ok(winAt >= 6, `the first win comes at call ${winAt}, too early to check a losing card first`);

      // A losing card, checked once Check opens (5 calls) and locked.
      await waitForCalls(page, 5);
      await page.getByRole('button', { name: 'Check' }).click();
      const pausedAt = await calledCount(page);
      assert.ok(pausedAt < winAt);
      await checkCard(page, loser);
      const dialog = page.getByRole('dialog', { name: 'Check' });
      assert.equal(await dialog.getByTestId('check-verdict').textContent(), `Card #${loser} lost`);
      await dialog.getByTestId('recorded-result').waitFor();
      await dialog.getByRole('button', { name: 'Lock' }).click();
      await dialog.getByText('LOCKED').first().waitFor();
      await checkCard(page, loser);
      await dialog.getByText('This card is locked and cannot be checked again.').waitFor();
      await screenshot('locked-card');
      // Opening Check paused the calls.
      assert.equal(await calledCount(page), pausedAt);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Continue' }).click();

      // The card the engine says wins, checked on the call it wins.
      await waitForCalls(page, winAt);
      await page.getByRole('button', { name: 'Check' }).click();
      const claimedAt = await calledCount(page);
      await checkCard(page, winner);
      assert.equal(await dialog.getByTestId('check-verdict').textContent(), `BINGO! Card #${winner} won`);
      await dialog.getByTestId('recorded-result').getByText('Recorded: won').waitFor();
      await screenshot('winning-card');
      await page.keyboard.press('Escape');
      const win = page.getByTestId('win-panel');
      await win.waitFor();
      const winners = calls.filter((c) => c.call === winAt).length;
      const share = Math.floor((game.prize * 100) / winners) / 100;
      assert.match(
        (await page.getByTestId('win-prize').textContent()) ?? '',
        new RegExp(birr(share).replace('.', '\\.')),
      );
      await screenshot('win');
      // The calls stopped with the win.
      await page.waitForTimeout(1500);
      assert.equal(await calledCount(page), claimedAt);

      const record = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(record.status, 'won');
      assert.deepEqual(record.lockedCards, [loser]);
      assert.equal(record.winningCall, winAt);

      await page.getByRole('button', { name: 'New Game' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      await page
        .getByRole('dialog')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.goto(`${baseUrl}/sales`);
      const table = page.getByRole('table', { name: 'Sales history' });
      const row = table.locator('tbody tr').filter({ hasText: 'Game Type 5' });
      await row.first().waitFor();
      await row
        .first()
        .getByRole('cell', { name: birr(100), exact: true })
        .waitFor();
      await row
        .first()
        .getByRole('cell', { name: birr(game.commission), exact: true })
        .first()
        .waitFor();
      await screenshot('sales');
    },
  },
];

export default journeys;
