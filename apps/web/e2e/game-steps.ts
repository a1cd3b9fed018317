import assert from 'node:assert/strict';
import type { PublicGame, StartedGame } from '@bingo/contracts';
import { getCard, judgeClaim } from '@bingo/engine';
import type { Page } from 'playwright-core';
import { DEMO } from './accounts';
import { ApiClient } from './api';
import { expectPath, signIn } from './session';
import { ensureOpenShift } from './shift-helpers';

/**
 * API answers a game journey may meet on purpose (read by the harness's console guard): a call asked a
 * few milliseconds before the server's interval is over is answered 425 and asked again; a call on its
 * way as the hall pauses (Pause, Check) is answered 409 and asked again after Continue.
 */
export const GAME_API_ANSWERS = [
  { status: 425, path: /^\/api\/games\/[^/]+\/calls$/, method: 'POST' },
  { status: 409, path: /^\/api\/games\/[^/]+\/calls$/, method: 'POST' },
];

/**
 * Signs the demo cashier in through the login screen and waits for the dashboard. A game left running
 * by an earlier journey is ended first, and a game starts only inside an open shift, so the cashier's
 * shift is opened (through the API) when none is.
 */
export async function signInCashier(page: Page, baseUrl: string): Promise<void> {
  const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
  await cashier.endRunningGame();
  await ensureOpenShift(cashier);
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

/** The numbers lit on the board, smallest first. */
export async function litBoard(page: Page): Promise<number[]> {
  const balls = await page
    .getByRole('region', { name: 'Called numbers' })
    .locator('[data-called="true"]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-ball'))));
  return balls.sort((a, b) => a - b);
}

/**
 * Records, in the page, every number the screen shows as it is called (the big ball, each time the
 * 'n/75' badge changes), so the journey can hold what the hall saw against the server's record; and
 * the commitment notice as shown while no number was called yet. Called before Start: the first
 * number follows the start's answer by half a second, less than a journey's few reads take.
 */
export async function recordCalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { count: number; ball: number }[] = [];
    const seals: string[] = [];
    Object.assign(window, { hallCalls: seen, hallSeals: seals });
    const badge = document.querySelector('[data-testid="called-count"]');
    if (!badge) throw new Error('no call badge');
    new MutationObserver(() => {
      const count = Number(badge.textContent?.split('/')[0]);
      const label = document.querySelector('[data-testid="current-ball"]')?.getAttribute('aria-label') ?? '';
      const ball = Number(/(\d+)$/.exec(label)?.[1]);
      if (count > (seen.at(-1)?.count ?? 0)) seen.push({ count, ball });
    }).observe(badge, { characterData: true, childList: true, subtree: true });
    new MutationObserver(() => {
      const seal = document.querySelector('[data-testid="commitment"]')?.textContent ?? '';
      const count = Number(badge.textContent?.split('/')[0]);
      if (seal && count === 0 && !seals.includes(seal)) seals.push(seal);
    }).observe(document.body, { characterData: true, childList: true, subtree: true });
  });
}

/** The commitment notices `recordCalls` saw before the first number. */
export async function sealsBeforeFirstCall(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { hallSeals: string[] }).hallSeals);
}

/** What `recordCalls` saw, in order. */
export async function hallCalls(page: Page): Promise<{ count: number; ball: number }[]> {
  return page.evaluate(
    () => (window as unknown as { hallCalls: { count: number; ball: number }[] }).hallCalls,
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

/** Presses Start and returns the server's answer to the purchase, which never holds the order. */
export async function startGame(page: Page): Promise<StartedGame> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/games') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Start' }).click(),
  ]);
  assert.equal(response.status(), 200, await response.text());
  const game = (await response.json()) as StartedGame & Record<string, unknown>;
  assert.equal('drawOrder' in game, false, 'Start must not reveal the draw order');
  assert.equal('salt' in game, false, 'Start must not reveal the salt');
  assert.match(game.commitment, /^[0-9a-f]{64}$/);
  return game;
}

/** Types a card into the open Check dialog and waits for the engine's verdict. */
export async function checkCard(page: Page, cardId: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Check' });
  const field = dialog.getByLabel('Enter a card:');
  await field.fill('');
  // Key by key, as a cashier reads the number off a player's card.
  await field.pressSequentially(String(cardId), { delay: 20 });
  await dialog.getByRole('button', { name: 'Check' }).click();
  await dialog.getByTestId('check-verdict').waitFor();
}

/** The cards that win with the numbers called so far (any order: a win depends on the set only). */
export function winningNow(game: StartedGame, called: readonly number[], exclude: readonly number[] = []) {
  return game.cards.filter(
    (cardId) =>
      !exclude.includes(cardId) &&
      judgeClaim({
        card: getCard(cardId),
        order: called,
        calledCount: called.length,
        gameType: game.gameType,
        lastCallRule: 'AllowLate',
      }).won,
  );
}

/** Waits, call by call, until one of the game's cards wins on what the board shows; returns it. */
export async function waitForAWinner(page: Page, game: StartedGame, exclude: readonly number[] = []) {
  for (let n = (await calledCount(page)) + 1; n <= 75; n++) {
    await waitForCalls(page, n);
    const winners = winningNow(game, await litBoard(page), exclude);
    if (winners.length > 0) return { cardId: winners[0] as number, at: n };
  }
  throw new Error('no card won in 75 calls');
}

/** The ended game as anyone can read it. */
export async function publicRecord(baseUrl: string, gameId: string): Promise<PublicGame> {
  const res = await fetch(`${baseUrl}/api/public/games/${gameId}`);
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return JSON.parse(text) as PublicGame;
}
