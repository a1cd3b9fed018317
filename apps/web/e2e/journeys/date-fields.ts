import assert from 'node:assert/strict';
import type { Role } from '@bingo/contracts';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient } from '../api';
import { hallDay } from '../hall-day';
import type { Journey } from '../journey';
import { signIn } from '../session';

/** A cashier of agent1 and superagent1 that no other journey plays with: its sale is seen by every role. */
const BOLE_CASHIER = { email: 'cashier2@bingo.et', password: 'cashier123' };
const INVALID = 'Enter a valid date, e.g. Nov 23, 2026';

/** Replaces a date field's text key by key, as a person types it, and leaves the field. */
export async function typeDay(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (text) await field.pressSequentially(text, { delay: 20 });
  await field.press('Tab');
}

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

async function expectRows(page: Page, table: string, empty: string, some: boolean) {
  if (some) {
    await rows(page, table).first().waitFor();
    assert.ok((await rows(page, table).count()) > 0);
  } else {
    await page.getByText(empty).waitFor();
    assert.equal(await rows(page, table).count(), 0);
  }
}

interface RangeScreen {
  path: string;
  heading: string;
  startLabel: string;
  endLabel: string;
  table: string;
  empty: string;
}

/**
 * The range form of a screen, typed every way: a past month (the rows go), an impossible day (a
 * message, the page stays), both fields cleared (the default range, the rows come back), and today
 * typed in ISO and en-US forms (the rows again).
 */
async function typeIntoRange(page: Page, baseUrl: string, screen: RangeScreen, defaultHasRows: boolean) {
  await page.goto(`${baseUrl}${screen.path}`);
  await page.getByRole('heading', { name: screen.heading }).waitFor();
  await expectRows(page, screen.table, screen.empty, defaultHasRows);
  const apply = page.getByRole('button', { name: 'Apply Filter' });

  await typeDay(page, screen.startLabel, '01/01/2025');
  await typeDay(page, screen.endLabel, 'Jan 31, 2025');
  await apply.click();
  await page.waitForURL((url) => url.searchParams.get('start') === '2025-01-01');
  assert.equal(new URL(page.url()).searchParams.get('end'), '2025-01-31');
  await expectRows(page, screen.table, screen.empty, false);

  await typeDay(page, screen.startLabel, '2025-02-30');
  await page.getByText(INVALID).waitFor();
  await apply.click();
  await page.getByRole('heading', { name: screen.heading }).waitFor();
  assert.equal(new URL(page.url()).searchParams.get('start'), '2025-01-01');
  await typeDay(page, screen.startLabel, 'yesterday');
  await page.getByText(INVALID).waitFor();

  await typeDay(page, screen.startLabel, '');
  await typeDay(page, screen.endLabel, '');
  await apply.click();
  await page.waitForURL((url) => !url.searchParams.has('start'));
  await expectRows(page, screen.table, screen.empty, defaultHasRows);

  const today = hallDay();
  const [y, m, d] = today.split('-');
  await typeDay(page, screen.startLabel, today);
  await typeDay(page, screen.endLabel, `${m}/${d}/${y}`);
  await apply.click();
  await page.waitForURL((url) => url.searchParams.get('start') === today);
  await expectRows(page, screen.table, screen.empty, true);
  assert.equal(await page.getByText(INVALID).count(), 0);
}

const SALES: RangeScreen = {
  path: '/sales',
  heading: 'Sales History',
  startLabel: 'Start Date',
  endLabel: 'End Date',
  table: 'Sales history',
  empty: 'No sales history found for the selected date range.',
};

const sellOne = async (baseUrl: string) => {
  const cashier = await ApiClient.signIn(baseUrl, BOLE_CASHIER.email, BOLE_CASHIER.password);
  await cashier.sellClosedGame({ gameType: 0, typeIndex: 2, cards: [3, 33], betAmount: 10 });
};

const ROLES: { role: Role; login: { email: string; password: string } }[] = [
  { role: 'Admin', login: DEMO.Admin },
  { role: 'SuperAgent', login: DEMO.SuperAgent },
  { role: 'Agent', login: DEMO.Agent },
  { role: 'Cashier', login: BOLE_CASHIER },
];

const journeys: Journey[] = [
  {
    name: 'dates typed into /sales filter the history for every role; bad days are refused and the page stays up',
    readsToday: true,
    run: async ({ page, baseUrl, screenshot }) => {
      await sellOne(baseUrl);
      for (const { role, login } of ROLES) {
        await page.context().clearCookies();
        await page.goto(`${baseUrl}/`);
        await page.evaluate(() => localStorage.clear());
        await signIn(page, baseUrl, login.email, login.password);
        await typeIntoRange(page, baseUrl, SALES, true);
        if (role === 'Agent') await screenshot('sales-typed');
      }
    },
  },
  {
    name: 'dates typed into /admin/sales From and To filter the sales transactions',
    readsToday: true,
    run: async ({ page, baseUrl, screenshot }) => {
      await sellOne(baseUrl);
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await typeIntoRange(
        page,
        baseUrl,
        {
          path: '/admin/sales',
          heading: 'Sales Management',
          startLabel: 'From',
          endLabel: 'To',
          table: 'Sales transactions',
          empty: 'No sales found for the selected filters.',
        },
        true,
      );
      await screenshot('admin-sales-typed');
    },
  },
  {
    name: 'dates typed into the transaction pages filter the movements (super agent, admin and agent)',
    readsToday: true,
    run: async ({ page, baseUrl, newPage, screenshot }) => {
      await signIn(page, baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
      // No days in the address means every date, so the fields start empty and the rows are there.
      await typeIntoRange(
        page,
        baseUrl,
        {
          path: '/superagent/balance/transactions',
          heading: 'All Transactions',
          startLabel: 'Start Date',
          endLabel: 'End Date',
          table: 'Transactions',
          empty: 'No transactions found',
        },
        true,
      );
      await screenshot('superagent-transactions-typed');

      // The admin's Transaction History filters as the days are typed, with no Apply button.
      // In a browser of its own: signing the super agent out here would end its session under the
      // page's own requests still on their way.
      const admin = await newPage();
      await signIn(admin, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await admin.goto(`${baseUrl}/admin/balance?tab=history`);
      const table = 'Transactions';
      await expectRows(admin, table, 'No transactions found', true);
      await typeDay(admin, 'Start Date', '01/01/2025');
      await typeDay(admin, 'End Date', 'Jan 31, 2025');
      await expectRows(admin, table, 'No transactions found', false);
      await typeDay(admin, 'End Date', '2025-13-01');
      await admin.getByText(INVALID).waitFor();
      await admin.getByRole('heading', { name: 'Balance Management' }).waitFor();
      await typeDay(admin, 'Start Date', '');
      await typeDay(admin, 'End Date', '');
      await expectRows(admin, table, 'No transactions found', true);
      await typeDay(admin, 'Start Date', hallDay());
      await expectRows(admin, table, 'No transactions found', true);
      assert.equal(await admin.getByText(INVALID).count(), 0);
      await screenshot('admin-transactions-typed', admin);

      // The agent's Balance Management keeps its days on the page, not in the address.
      const agent = await newPage();
      await signIn(agent, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      await agent.goto(`${baseUrl}/agent/balance`);
      await agent.getByRole('heading', { name: 'Balance Management' }).waitFor();
      await expectRows(agent, table, 'No transactions found', true);
      const apply = agent.getByRole('button', { name: 'Apply Filter' });
      await typeDay(agent, 'Start Date', '01/01/2025');
      await typeDay(agent, 'End Date', 'Jan 31, 2025');
      await apply.click();
      await expectRows(agent, table, 'No transactions found', false);
      await typeDay(agent, 'Start Date', '2025-02-30');
      await agent.getByText(INVALID).waitFor();
      await typeDay(agent, 'Start Date', '');
      await typeDay(agent, 'End Date', '');
      await apply.click();
      await expectRows(agent, table, 'No transactions found', true);
      const [y, m, d] = hallDay().split('-');
      await typeDay(agent, 'Start Date', hallDay());
      await typeDay(agent, 'End Date', `${m}/${d}/${y}`);
      await apply.click();
      await expectRows(agent, table, 'No transactions found', true);
      assert.equal(await agent.getByText(INVALID).count(), 0);
    },
  },
];

export default journeys;
