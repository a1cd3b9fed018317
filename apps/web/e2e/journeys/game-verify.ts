import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { CheckResult, GameRecord, PublicGame, StartedGame } from '@bingo/contracts';
import { DEMO } from '../accounts';
import { ApiClient } from '../api';
import type { Journey } from '../journey';
import { pdfText } from '../pdf-text';
import { expectPath, signIn } from '../session';
import { ensureOpenShift } from '../shift-helpers';

const INTERVAL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A game played through the API: `calls` numbers called on time, card `checked` checked, then ended. */
async function playedGame(baseUrl: string, calls: number, checked: number) {
  const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
  await cashier.endRunningGame();
  await ensureOpenShift(cashier);
  const game = await cashier.call<StartedGame>('POST', '/games', {
    gameType: 7,
    typeIndex: 1,
    cards: [checked, checked + 1, checked + 2],
    betAmount: 10,
    callIntervalMs: INTERVAL_MS,
  });
  for (let k = 1; k <= calls; k++) {
    await sleep(INTERVAL_MS + 50);
    await cashier.call('POST', `/games/${game.gameId}/calls`, { k });
  }
  const claim = await cashier.call<CheckResult>('POST', `/games/${game.gameId}/check`, { cardId: checked });
  await cashier.call('POST', `/games/${game.gameId}/abandon`, {});
  return { cashier, game, claim };
}

const journeys: (Journey & { expectedApiErrors?: unknown[] })[] = [
  {
    name: 'verify: anyone opens /verify/:id without signing in and reads "Commitment matches" and that the whole game checks out; a swapped order reads "does not match"',
    run: async ({ page, baseUrl, screenshot }) => {
      const { game } = await playedGame(baseUrl, 5, 61);

      await page.goto(`${baseUrl}/verify/${game.gameId}`);
      const verdict = page.getByTestId('commitment-verdict');
      await verdict.getByText('Commitment matches', { exact: true }).waitFor();
      const rules = page.getByTestId('game-verdict');
      await rules
        .getByText(
          'The whole game checks out: the commitment, the order, every claim’s verdict, the prize and commission from the bet and rate, the prize split and the bonus.',
          { exact: true },
        )
        .waitFor();
      assert.equal(await page.getByTestId('commitment-value').textContent(), game.commitment);
      assert.match((await page.getByTestId('salt-value').textContent()) ?? '', /^[0-9a-f]{64}$/);
      // The text shown as hashed gives the commitment in any SHA-256, and its first 8 characters are
      // shown to hold against the display's.
      const hashedOnPage = (await page.getByTestId('hashed-text').textContent()) ?? '';
      assert.equal(createHash('sha256').update(hashedOnPage).digest('hex'), game.commitment);
      assert.equal(await page.getByTestId('commitment-short').textContent(), game.commitment.slice(0, 8));
      assert.equal(await page.getByTestId('call-list').locator('tbody tr').count(), 5);
      await page.getByTestId('claim-list').getByText('#61').waitFor();
      assert.equal(await page.getByTestId('cards-in-play').locator('[role="group"]').count(), 3);
      await screenshot('matches');

      // The same page fed an order with two numbers swapped: the browser's own hash gives it away.
      await page.route(`**/api/public/games/${game.gameId}`, async (route) => {
        const response = await route.fetch();
        const record = (await response.json()) as PublicGame;
        const order = [...record.order];
        [order[0], order[1]] = [order[1] as number, order[0] as number];
        await route.fulfill({ response, json: { ...record, order } });
      });
      await page.reload();
      await verdict.getByText('Commitment does not match', { exact: true }).waitFor();
      await rules.getByText('This game’s record does not follow the rules', { exact: true }).waitFor();
      await rules
        .getByText('The order and salt do not hash to the published commitment.', { exact: true })
        .waitFor();
      await screenshot('does-not-match');
    },
  },
  {
    name: 'replay: an agent opens a game from the sales history, steps through it call by call, and prints the game report',
    run: async ({ page, baseUrl, screenshot }) => {
      const { game, claim } = await playedGame(baseUrl, 6, 71);
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      await expectPath(page, DEMO.Agent.home);
      const agent = await ApiClient.signIn(baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      const record = await agent.call<GameRecord>('GET', `/games/${game.gameId}`);
      assert.equal(record.calls.length, 6);

      await page.goto(`${baseUrl}/sales`);
      const link = page.locator(`a[href="/games/${game.gameId}"]`);
      await link.waitFor();
      await link.click();
      await page.waitForURL((url) => url.pathname === `/games/${game.gameId}`);

      const step = page.getByTestId('replay-step');
      const last = record.calls[5];
      await step.getByText(new RegExp(`^Call 6 of 6: ${last?.label} at `)).waitFor();
      await page.getByRole('button', { name: 'Previous call' }).click();
      await step.getByText(new RegExp(`^Call 5 of 6: ${record.calls[4]?.label} at `)).waitFor();
      for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Previous call' }).click();
      await step.getByText('Before the first call (6 calls)').waitFor();
      await page.getByRole('button', { name: 'Next call' }).click();
      await step.getByText(new RegExp(`^Call 1 of 6: ${record.calls[0]?.label} at `)).waitFor();
      const claims = page.getByTestId('claim-list');
      await claims.getByText('#71').waitFor();
      await claims
        .getByRole('cell', { name: String(claim.calledCount), exact: true })
        .first()
        .waitFor();
      await screenshot('replay');

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        page.getByRole('button', { name: 'Print game report' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `game-report-${game.gameId.slice(0, 8)}.pdf`);
      const text = pdfText(await download.path());
      assert.match(text, /Bingo game report/);
      assert.ok(text.includes(`Game ${game.gameId}`), `the report lacks the game's id:\n${text}`);
      for (const call of record.calls)
        assert.match(text, new RegExp(`\\b${call.k}\\. ${call.label} +\\d\\d:\\d\\d:\\d\\d`));
      assert.match(text, /Card #71 at call 6: Lost/);
      assert.ok(text.includes(`Commitment ${game.commitment}`), `the report lacks the commitment:\n${text}`);
      // Abandoned after 6 calls, the game's whole order is public: the paper alone can be hashed.
      const rows = text.split('\n').map((row) => row.trim());
      const from = rows.indexOf('Text hashed (SHA-256), its rows joined with nothing between them:');
      const hashed = rows.slice(from + 1, rows.indexOf('Ball order')).join('');
      assert.ok(from > 0, `the report lacks the text hashed:\n${text}`);
      assert.equal(hashed, `${record.salt}:${record.drawOrder?.join(',')}`);
      assert.equal(createHash('sha256').update(hashed).digest('hex'), game.commitment);
    },
  },
];

export default journeys;
