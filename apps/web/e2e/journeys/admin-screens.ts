import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import { HALL_OFFSET, hallDay } from '../hall-day';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}
interface ShopRow {
  id: string;
  name: string;
  city: string;
}
interface Rate {
  typeIndex: number;
  rate: number;
}
interface JackpotRow {
  id: string;
  shopName: string;
  bonusAmount: number;
  status: 0 | 1;
}
interface Settings {
  shopName: string;
  minCards: number;
  maxCards: number;
}

async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByLabel(label, { exact: true }).getByTestId('stat-value');
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

/** Opens a screen from its address and waits for its title. */
async function open(page: Page, baseUrl: string, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await expectPath(page, path.split('?')[0] ?? path);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
}

function row(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('row').filter({ hasText: text });
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

const journeys: Journey[] = [
  {
    name: 'admin screens: every management screen shows what the API holds',
    readsToday: true,
    run: async ({ page, baseUrl, screenshot }) => {
      const admin = await ApiClient.signIn(baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      // A sale, so the sales screen has a figure to compare.
      const cashier = await ApiClient.signIn(baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      await cashier.sellClosedGame({ gameType: 0, typeIndex: 1, cards: [3, 14, 150], betAmount: 10 });
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);

      const superAgents = (await admin.call<{ items: Person[] }>('GET', '/auth/users-by-role/SuperAgent'))
        .items;
      const superAgent = superAgents[0];
      assert.ok(superAgent, 'the demo network has super agents');
      await open(page, baseUrl, '/admin/super-agents', 'Super Agents Management');
      const saRow = row(page, superAgent.email);
      await saRow.getByText(fullName(superAgent)).waitFor();
      await saRow.getByText(superAgent.phoneNumber ?? '—').waitFor();
      assert.equal(
        await page.getByRole('table', { name: 'Users' }).locator('tbody tr').count(),
        superAgents.length,
      );
      await screenshot('super-agents');

      await saRow.getByRole('link', { name: 'Edit' }).click();
      await expectPath(page, `/admin/super-agents/${superAgent.id}`);
      await page.getByRole('heading', { name: fullName(superAgent) }).waitFor();

      const agents = (await admin.call<{ items: Person[] }>('GET', '/auth/users-by-role/Agent')).items;
      const agent = agents[0];
      assert.ok(agent);
      await open(page, baseUrl, '/admin/agents', 'Agents Management');
      await row(page, agent.email)
        .getByText(agent.phoneNumber ?? '—')
        .waitFor();

      const freeShops = (await admin.call<{ items: ShopRow[] }>('GET', '/Shop/available')).items;
      await open(page, baseUrl, '/admin/cashiers', 'Cashiers Management');
      const addCashier = page.getByRole('button', { name: 'Add Cashier' });
      if (freeShops.length === 0) {
        await page.getByText('All shops already have cashiers assigned').first().waitFor();
        assert.equal(await addCashier.isDisabled(), true);
      } else {
        assert.equal(await addCashier.isEnabled(), true);
      }

      const shops = (await admin.call<{ items: ShopRow[] }>('GET', '/Shop')).items;
      const shop = shops[0];
      assert.ok(shop);
      await open(page, baseUrl, '/admin/shops', 'Shops Management');
      await row(page, shop.name).getByRole('cell', { name: shop.city, exact: true }).waitFor();
      assert.equal(
        await page.getByRole('table', { name: 'Shops' }).locator('tbody tr').count(),
        shops.length,
      );
      // The dashboards' /shops/{id} link lands on the admin's shop page.
      await page.goto(`${baseUrl}/shops/${shop.id}`);
      await expectPath(page, `/admin/shops/${shop.id}`);
      await page.getByRole('heading', { name: shop.name }).waitFor();

      const overview = await admin.call<{ totalSystemBalance: number; totalUsers: number }>(
        'GET',
        '/Balance/overview',
      );
      await open(page, baseUrl, '/admin/balance', 'Balance Management');
      assert.equal(await statValue(page, 'Total System Balance'), birr(overview.totalSystemBalance));
      assert.equal(await statValue(page, 'Total Users'), String(overview.totalUsers));
      await screenshot('balance');

      const today = hallDay();
      const summary = await admin.call<{ totalRevenue: number; totalGames: number }>(
        'GET',
        `/SalesHistory/summary?startDate=${encodeURIComponent(`${today.slice(0, 8)}01T00:00:00.000${HALL_OFFSET}`)}&endDate=${encodeURIComponent(`${today}T23:59:59.999${HALL_OFFSET}`)}`,
      );
      assert.ok(summary.totalGames >= 1);
      await open(page, baseUrl, '/admin/sales', 'Sales Management');
      assert.equal(await statValue(page, 'Total Games'), summary.totalGames.toLocaleString('en-US'));
      assert.equal(await statValue(page, 'Total Revenue'), birr(summary.totalRevenue));
      await page.locator('.recharts-surface').first().waitFor();
      await screenshot('sales');

      const rates = (await admin.call<{ items: Rate[] }>('GET', '/commission')).items;
      await open(page, baseUrl, '/admin/commission', 'Commission Management');
      assert.equal(
        await page.getByRole('table', { name: 'Commission rates' }).locator('tbody tr').count(),
        rates.length,
      );

      const settings = (await admin.call<{ items: Settings[] }>('GET', '/game-settings')).items;
      await open(page, baseUrl, '/admin/game-settings', 'Game Settings');
      const setting = settings[0];
      if (setting) {
        await row(page, setting.shopName)
          .getByRole('cell', { name: String(setting.maxCards), exact: true })
          .waitFor();
      } else {
        await page.getByText('No game settings found').waitFor();
      }

      const jackpots = (await admin.call<{ items: JackpotRow[] }>('GET', '/jackpot')).items;
      await open(page, baseUrl, '/admin/jackpot', 'Jackpot Management');
      const jackpot = jackpots[0];
      if (jackpot) {
        await row(page, jackpot.shopName).getByText(birr(jackpot.bonusAmount)).waitFor();
      } else {
        await page.getByText('No jackpots found').waitFor();
      }
      await screenshot('jackpot');
    },
  },
  {
    name: 'admin screens: the dashboard links /super-agents/create and /agents/{id} resolve',
    run: async ({ page, baseUrl }) => {
      const admin = await ApiClient.signIn(baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      const agent = (await admin.call<{ items: Person[] }>('GET', '/auth/users-by-role/Agent')).items[0];
      assert.ok(agent);
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await page.goto(`${baseUrl}/super-agents/create`);
      await expectPath(page, '/admin/super-agents');
      await page.getByRole('dialog', { name: 'Add Super Agent' }).waitFor();
      await page.goto(`${baseUrl}/agents/${agent.id}`);
      await expectPath(page, `/admin/agents/${agent.id}`);
      await page.getByRole('heading', { name: fullName(agent) }).waitFor();
    },
  },
  {
    name: 'admin screens: commission add and edit reach the API',
    run: async ({ page, baseUrl, screenshot }) => {
      const admin = await ApiClient.signIn(baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      const rateOf = async (typeIndex: number) =>
        (await admin.call<{ items: Rate[] }>('GET', '/commission')).items.find(
          (r) => r.typeIndex === typeIndex,
        );
      // Tier 9 is the one no demo game uses; its rate is put back at the end for the journeys after.
      const original = await rateOf(9);
      if (original) await admin.call('DELETE', '/commission/9');
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await open(page, baseUrl, '/admin/commission', 'Commission Management');

      await page.getByRole('button', { name: 'Add Commission Rate' }).click();
      const add = page.getByRole('dialog', { name: 'Add Commission Rate' });
      await add.getByRole('button', { name: 'Save' }).click();
      await add.getByText('Type Index is required').waitFor();
      await add.getByText('Rate is required').waitFor();
      await add.getByRole('textbox', { name: 'Type Index' }).fill('9');
      await add.getByRole('textbox', { name: 'Rate (%)' }).fill('33.25');
      await add.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Commission rate saved successfully!' }).waitFor();
      await add.waitFor({ state: 'hidden' });
      assert.equal((await rateOf(9))?.rate, 33.25);
      await row(page, '33.25%').waitFor();

      await page.getByRole('button', { name: 'Edit type index 9' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Commission Rate' });
      assert.equal(await edit.getByRole('textbox', { name: 'Type Index' }).getAttribute('readonly'), '');
      const back = original?.rate ?? 45.5;
      await edit.getByRole('textbox', { name: 'Rate (%)' }).fill(String(back));
      await edit.getByRole('button', { name: 'Save' }).click();
      // The add's notice may still be up with the same text; the dialog closes only once the edit is saved.
      await edit.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: 'Commission rate saved successfully!' }).waitFor();
      assert.equal((await rateOf(9))?.rate, back);
      await screenshot('commission');
      if (!original) await admin.call('DELETE', '/commission/9');
    },
  },
  {
    name: 'admin screens: a jackpot is deactivated and activated again',
    run: async ({ page, baseUrl }) => {
      const admin = await ApiClient.signIn(baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      const jackpotOf = async (id: string) =>
        (await admin.call<{ items: JackpotRow[] }>('GET', '/jackpot')).items.find((j) => j.id === id);
      let jackpot = (await admin.call<{ items: JackpotRow[] }>('GET', '/jackpot')).items[0];
      if (!jackpot) {
        const shop = (await admin.call<{ items: ShopRow[] }>('GET', '/Shop')).items[0];
        assert.ok(shop);
        jackpot = await admin.call<JackpotRow>('POST', '/jackpot', {
          shopId: shop.id,
          bonusAmount: 100,
          status: 1,
        });
      }
      const first = jackpot.status === 1 ? 'Deactivate' : 'Activate';
      const second = first === 'Deactivate' ? 'Activate' : 'Deactivate';
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await open(page, baseUrl, '/admin/jackpot', 'Jackpot Management');

      for (const action of [first, second]) {
        await page.getByRole('button', { name: `${action} jackpot of ${jackpot.shopName}` }).click();
        await page.getByRole('status').filter({ hasText: 'Jackpot status updated successfully!' }).waitFor();
        const expected = action === 'Deactivate' ? 0 : 1;
        await row(page, jackpot.shopName)
          .getByText(expected === 1 ? 'Active' : 'Inactive', { exact: true })
          .waitFor();
        assert.equal((await jackpotOf(jackpot.id))?.status, expected);
      }
      // The message goes after 3 s.
      await page.getByRole('status').filter({ hasText: 'Jackpot status updated successfully!' }).waitFor({
        state: 'hidden',
        timeout: 6000,
      });
    },
  },
];

export default journeys;
