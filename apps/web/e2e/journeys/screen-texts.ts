import assert from 'node:assert/strict';
import { SELECT_TWO_CARDS_MESSAGE } from '@bingo/engine';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient } from '../api';
import type { Journey } from '../journey';
import { signIn } from '../session';

/** A cashier no other journey plays with. */
const ADAMA_CASHIER = { email: 'cashier3@bingo.et', password: 'cashier123' };

interface Me {
  firstName: string;
  lastName: string;
}
const nameOf = async (baseUrl: string, login: { email: string; password: string }) => {
  const me = await (await ApiClient.signIn(baseUrl, login.email, login.password)).call<Me>('GET', '/auth/me');
  return `${me.firstName} ${me.lastName}`;
};

const movements = (page: Page) => page.getByRole('table', { name: 'Transactions' }).locator('tbody tr');

const journeys: Journey[] = [
  {
    name: "texts: movements name people, a top-up reads 'Admin top-up', never 'issuance' or an e-mail",
    run: async ({ page, baseUrl, screenshot }) => {
      const superAgent = await nameOf(baseUrl, DEMO.SuperAgent);
      const agent = await nameOf(baseUrl, DEMO.Agent);

      await signIn(page, baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
      await page.goto(`${baseUrl}/superagent/balance/transactions`);
      await movements(page).filter({ hasText: 'Admin top-up' }).first().waitFor();
      await movements(page)
        .filter({ hasText: `To: ${agent}` })
        .first()
        .waitFor();
      const shown = (await page.getByRole('table', { name: 'Transactions' }).textContent()) ?? '';
      assert.doesNotMatch(shown, /issuance|revenue|@bingo\.et/);
      await screenshot('superagent-movements');

      // As a person does, sign out once the page has finished loading: a read still on its way when
      // the token is revoked is answered 401 (seen under CI's load).
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      await page.goto(`${baseUrl}/agent/balance`);
      await movements(page)
        .filter({ hasText: `From: ${superAgent}` })
        .first()
        .waitFor();
      assert.doesNotMatch(
        (await page.getByRole('table', { name: 'Transactions' }).textContent()) ?? '',
        /@bingo\.et/,
      );

      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      // The Agents and Cashiers lists lead with the e-mail, as the spec heads the column, and name the
      // person beneath it.
      await page.goto(`${baseUrl}/admin/agents`);
      const agentRow = page
        .getByRole('table', { name: 'Users' })
        .locator('tbody tr')
        .filter({ hasText: DEMO.Agent.email });
      await agentRow.waitFor();
      const [email, beneath] = await agentRow.locator('td').first().locator('p').allTextContents();
      assert.equal(email?.trim(), DEMO.Agent.email);
      assert.ok(beneath?.startsWith(agent), `the name beneath the e-mail: ${beneath}`);
      await page.goto(`${baseUrl}/admin/balance?tab=history`);
      // Columns: ID, Date, Type, From, To, Amount, Notes.
      const topUps = movements(page).filter({ hasText: 'Top-Up' });
      await topUps.first().waitFor();
      const fromTo = await topUps.evaluateAll((rows) =>
        rows.map((r) => {
          const cells = (r as HTMLTableRowElement).cells;
          return [cells[3]?.textContent, cells[4]?.textContent];
        }),
      );
      assert.ok(
        fromTo.every(([from]) => from === 'Admin top-up'),
        JSON.stringify(fromTo),
      );
      assert.ok(
        fromTo.some(([, to]) => to === superAgent),
        JSON.stringify(fromTo),
      );
      assert.doesNotMatch(
        (await page.getByRole('table', { name: 'Transactions' }).textContent()) ?? '',
        /issuance/,
      );
    },
  },
  {
    name: 'texts: the revenue chart writes each amount on one line',
    run: async ({ page, baseUrl, screenshot }) => {
      // A day of 10,000 Br, so the axis writes amounts as long as '10,000.00 Br'.
      const cashier = await ApiClient.signIn(baseUrl, ADAMA_CASHIER.email, ADAMA_CASHIER.password);
      const cards = Array.from({ length: 100 }, (_, i) => i + 1);
      await cashier.sellClosedGame({ gameType: 0, typeIndex: 1, cards, betAmount: 100 });
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await page.goto(`${baseUrl}/admin/sales`);
      const chart = page.getByRole('region', { name: 'Revenue per day' });
      // The amount axis: every SVG label of the chart that carries the currency.
      const ticks = chart.locator('svg text').filter({ hasText: /Br/ });
      await ticks.first().waitFor();
      const lines = await ticks.evaluateAll((texts) => texts.map((t) => t.querySelectorAll('tspan').length));
      assert.ok(lines.length >= 2);
      await chart
        .locator('svg text')
        .filter({ hasText: /\d{2},\d{3}\.00/ })
        .first()
        .waitFor();
      assert.deepEqual(
        lines.filter((n) => n !== 1),
        [],
        `every tick on one line: ${lines.join(',')}`,
      );
      await screenshot('admin-sales');
    },
  },
  {
    name: "texts: the cashier's settings carry no developer note, and the card message goes once two cards are chosen",
    run: async ({ page, baseUrl, screenshot }) => {
      await signIn(page, baseUrl, ADAMA_CASHIER.email, ADAMA_CASHIER.password);
      await page.goto(`${baseUrl}/cashier/settings`);
      await page.getByRole('button', { name: 'Listen' }).waitFor();
      assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /README|public\/audio/);

      await page.goto(`${baseUrl}/play`);
      await page.getByRole('button', { name: 'Select Cards' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      await page.getByRole('button', { name: 'PLAY' }).click();
      const message = page.getByRole('alert').filter({ hasText: SELECT_TWO_CARDS_MESSAGE });
      await message.waitFor();
      await page.getByRole('button', { name: 'Card 1', exact: true }).click();
      await message.waitFor();
      await page.getByRole('button', { name: 'Card 2', exact: true }).click();
      await message.waitFor({ state: 'detached' });
      await screenshot('two-cards-chosen');
    },
  },
];

export default journeys;
