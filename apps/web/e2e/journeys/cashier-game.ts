import assert from 'node:assert/strict';
import type { GameRecord, StartedGame } from '@bingo/contracts';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import {
  calledCount,
  checkCard,
  GAME_API_ANSWERS,
  hallCalls,
  litBoard,
  publicRecord,
  recordCalls,
  sealsBeforeFirstCall,
  setUpGame,
  signInCashier,
  startGame,
  waitForAWinner,
  waitForCalls,
  winningNow,
} from '../game-steps';
import type { Journey } from '../journey';

const journeys: (Journey & { expectedApiErrors?: unknown[] })[] = [
  {
    name: 'cashier: sells cards, every number comes from the server, checks and locks a loser, wins, the record and /sales agree',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async ({ page, baseUrl, screenshot }) => {
      const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      const before = await cashier.balance();
      await signInCashier(page, baseUrl);
      const calls: number[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/games\/[^/]+\/calls$/.test(r.url())) {
          calls.push((JSON.parse(r.postData() ?? '{}') as { k: number }).k);
        }
      });

      const cards = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      await setUpGame(page, baseUrl, 'Any two lines', '1 s', cards);
      assert.equal(await page.getByTestId('prize').textContent(), birr(90));
      await screenshot('before-start');
      await recordCalls(page);
      const game = await startGame(page);
      await screenshot('sealed');

      // No game without the server's debit: the balance drops by exactly the commission.
      assert.equal(game.numberOfCards, 10);
      assert.equal(game.totalAmount, 100);
      assert.equal(game.callIntervalMs, 1000);
      assert.equal(await cashier.balance(), Math.round((before - game.commission) * 100) / 100);
      assert.equal(game.newBalance, await cashier.balance());
      // The seal was on screen before the first number.
      await waitForCalls(page, 1);
      const seals = await sealsBeforeFirstCall(page);
      assert.ok(
        seals.some((seal) => seal.includes(game.commitment.slice(0, 8))),
        `the commitment before the first call, saw ${JSON.stringify(seals)}`,
      );

      // Two lines need 8 numbers at least: at 5 calls every card loses. One is checked and locked.
      await waitForCalls(page, 5);
      await page.getByRole('button', { name: 'Check' }).click();
      const pausedAt = await calledCount(page);
      const loser = 1;
      assert.deepEqual(winningNow(game, await litBoard(page)), []);
      await checkCard(page, loser);
      const dialog = page.getByRole('dialog', { name: 'Check' });
      assert.equal(await dialog.getByTestId('check-verdict').textContent(), `Card #${loser} lost`);
      await dialog.getByTestId('recorded-result').waitFor();
      await dialog.getByRole('button', { name: 'Lock' }).click();
      await dialog.getByText('LOCKED').first().waitFor();
      await checkCard(page, loser);
      await dialog.getByText('This card is locked and cannot be checked again.').waitFor();
      await screenshot('locked-card');
      // Opening Check paused the calls, here and on the server.
      await page.waitForTimeout(1500);
      assert.equal(await calledCount(page), pausedAt);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Continue' }).click();

      // The first card the engine says wins on the board, checked at once.
      const { cardId: winner } = await waitForAWinner(page, game, [loser]);
      await page.getByRole('button', { name: 'Check' }).click();
      const claimedAt = await calledCount(page);
      await checkCard(page, winner);
      assert.equal(await dialog.getByTestId('check-verdict').textContent(), `BINGO! Card #${winner} won`);
      await dialog.getByTestId('recorded-result').getByText('Recorded: won').waitFor();
      await screenshot('winning-card');
      await page.keyboard.press('Escape');
      await page.getByTestId('win-panel').waitFor();
      await page.getByTestId('verify-qr').getByRole('img', { name: 'QR code to verify this game' }).waitFor();
      await page
        .getByTestId('verify-qr')
        .getByRole('link', { name: `${baseUrl}/verify/${game.gameId}` })
        .waitFor();
      await screenshot('win');
      // The calls stopped with the win.
      await page.waitForTimeout(1500);
      assert.equal(await calledCount(page), claimedAt);

      const record = await cashier.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(record.status, 'won');
      assert.deepEqual(record.lockedCards, [loser]);
      assert.ok(record.winners.includes(winner));
      assert.equal(record.released, claimedAt);

      // What the hall saw is the server's record, number for number; each k was asked for in turn.
      const published = await publicRecord(baseUrl, game.gameId);
      const seen = await hallCalls(page);
      assert.deepEqual(
        seen.map((c) => c.ball),
        published.calls.map((c) => c.number),
      );
      assert.deepEqual(
        seen.map((c) => c.count),
        published.calls.map((c) => c.k),
      );
      assert.deepEqual(
        [...new Set(calls)],
        published.calls.map((c) => c.k),
      );
      assert.deepEqual(
        published.order.slice(0, claimedAt),
        published.calls.map((c) => c.number),
      );

      await page.getByRole('button', { name: 'New Game' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      await page
        .getByRole('dialog')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.goto(`${baseUrl}/sales`);
      const table = page.getByRole('table', { name: 'Sales history' });
      const row = table.locator('tbody tr').filter({ hasText: 'Any two lines' });
      await row.first().waitFor();
      await row
        .first()
        .getByRole('cell', { name: birr(100), exact: true })
        .waitFor();
      await screenshot('sales');
    },
  },
  {
    name: 'cashier: a second Start while a game runs shows the server message, and the dashboard offers the running game',
    expectedApiErrors: [...GAME_API_ANSWERS, { status: 409, path: '/api/games', method: 'POST' }],
    run: async ({ page, baseUrl, screenshot }) => {
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [31, 32]);
      // Meanwhile the same cashier starts a game from another PC.
      const other = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      const running = await other.call<StartedGame>('POST', '/games', {
        gameType: 7,
        typeIndex: 1,
        cards: [40, 41],
        betAmount: 10,
        callIntervalMs: 1000,
      });

      await page.getByRole('button', { name: 'Start' }).click();
      await page
        .getByRole('alert')
        .getByText('A game is already running. Return to it or end it before starting a new one.')
        .waitFor();
      assert.equal(await calledCount(page), 0);
      await screenshot('refused');

      await page.goto(`${baseUrl}/dashboard`);
      const offer = page.getByRole('dialog', { name: 'A paid game is not finished' });
      await offer.waitFor();
      assert.match((await offer.textContent()) ?? '', /Full house, 2 cards at .*: 0 of 75 numbers called\./);
      await screenshot('offer');
      await offer.getByRole('button', { name: 'Return to the game' }).click();
      await page.waitForURL((url) => url.pathname === '/game');
      await page.getByTestId('restored-notice').waitFor();
      await page
        .getByTestId('commitment')
        .getByText(running.commitment.slice(0, 8), { exact: false })
        .waitFor();
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      const closed = await other.call<GameRecord>('GET', `/games/${running.gameId}`);
      assert.equal(closed.status, 'abandoned');
    },
  },
];

export default journeys;
