import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import { hallDay } from '../hall-day';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

const HAWASSA_CASHIER = { email: 'cashier4@bingo.et', password: 'cashier123' };

const journeys: Journey[] = [
  {
    name: 'the sales history lists a game and downloads it as CSV',
    readsToday: true,
    run: async ({ page, baseUrl, screenshot }) => {
      // A sale to list: a demo cashier no other journey plays with buys a game of 3 cards at 10 Br.
      const cashier = await ApiClient.signIn(baseUrl, HAWASSA_CASHIER.email, HAWASSA_CASHIER.password);
      await cashier.sellClosedGame({ gameType: 0, typeIndex: 2, cards: [7, 21, 75], betAmount: 10 });

      await signIn(page, baseUrl, HAWASSA_CASHIER.email, HAWASSA_CASHIER.password);
      await page.goto(`${baseUrl}/sales`);
      await expectPath(page, '/sales');
      await page.getByRole('heading', { name: 'Sales History' }).waitFor();
      await page.getByText('Viewing your sales history').waitFor();
      const table = page.getByRole('table', { name: 'Sales history' });
      await table.waitFor();
      assert.equal(await table.locator('tbody tr').count(), 1);
      const row = table.locator('tbody tr').first();
      await row.getByText('Default any line').waitFor();
      // The game was closed unplayed: Abandoned, nothing paid ('—' from an API that does not report outcomes yet).
      const sales = await cashier.call<{ items: { outcome?: string }[] }>('GET', '/SalesHistory');
      const outcome = sales.items[0]?.outcome ? 'Abandoned' : '—';
      const win = outcome === 'Abandoned' ? '0' : '\\d+(\\.\\d+)?';
      await row.getByRole('cell', { name: outcome, exact: true }).waitFor();
      await row.getByRole('cell', { name: birr(30), exact: true }).waitFor();
      await screenshot('sales-history');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Report' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `sales_history_${hallDay()}.csv`);
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, first, ...rest] = csv.split('\r\n');
      assert.equal(header, '#,Price,Type,Cards,Total,Commission,Win,Outcome,Bonus,Bonus Type,Date & Time');
      assert.equal(rest.length, 0);
      assert.match(
        first ?? '',
        new RegExp(
          `^1,10,Default any line,3,30,\\d+(\\.\\d+)?,${win},${outcome},\\d+(\\.\\d+)?,[^,]+,"[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M"$`,
        ),
      );
    },
  },
  {
    name: 'an empty range shows the spec message and downloads nothing',
    run: async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      await page.goto(`${baseUrl}/sales?start=2021-01-01&end=2021-01-31`);
      await page.getByText('Viewing sales for your shops').waitFor();
      await page.getByText('No sales history found for the selected date range.').waitFor();
      let downloaded = false;
      page.once('download', () => {
        downloaded = true;
      });
      await page.getByRole('button', { name: 'Download Report' }).click();
      await page.waitForTimeout(500);
      assert.equal(downloaded, false);
    },
  },
];

export default journeys;
