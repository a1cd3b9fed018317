import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

interface Listed {
  id: string;
  email: string;
  shopName?: string | null;
}

/** The open modal with this title. */
function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fill(scope: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByLabel(label, { exact: true }).getByTestId('stat-value');
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

/** Waits until a modal has shown its success line and closed itself. */
async function succeeds(modal: Locator, message: string): Promise<void> {
  await modal.getByRole('status').filter({ hasText: message }).waitFor();
  await modal.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** The table row holding a text. */
function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

const journeys: Journey[] = [
  {
    name: 'network screens: a super agent creates an agent and transfers to it',
    run: async ({ page, baseUrl, screenshot }) => {
      const api = await ApiClient.signIn(baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
      const startBalance = await api.balance();
      const email = `meron.${Date.now()}@bingo.et`;
      await signIn(page, baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);

      await page.getByRole('link', { name: 'Agents', exact: true }).click();
      await expectPath(page, '/superagent/agents');
      await page.getByRole('button', { name: 'Create New Agent' }).click();
      const create = dialog(page, 'Create New Agent');
      await create.getByRole('button', { name: 'Create Agent' }).click();
      await create.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
      await fill(create, { 'First Name': 'Meron', 'Last Name': 'Alemu', Email: email });
      await create.locator('input[type="password"]').fill('agent456');
      await create.getByRole('button', { name: 'Create Agent' }).click();
      await succeeds(create, 'Agent created successfully!');

      const agents = await api.call<{ items: Listed[] }>('GET', '/auth/my-agents');
      const agent = agents.items.find((a) => a.email === email);
      assert.ok(agent, 'the new agent is one of the super agent’s agents');
      await row(page, email).waitFor();
      await screenshot('agent-created');

      await page.getByRole('button', { name: 'Transfer Funds to Meron Alemu' }).click();
      const transfer = dialog(page, 'Transfer Funds');
      await transfer.getByRole('textbox', { name: 'Amount (Br)' }).fill('0');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await transfer.getByRole('alert').filter({ hasText: 'Please enter a valid amount' }).waitFor();
      await transfer.getByRole('textbox', { name: 'Amount (Br)' }).fill('1234.5');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await succeeds(transfer, 'Successfully transferred 1,234.50 Br to Meron Alemu');

      assert.equal(await api.balance(agent.id), 1234.5);
      const cell = page.getByTestId(`agent-balance-${email}`);
      await page.waitForFunction(
        ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === text,
        [`agent-balance-${email}`, birr(1234.5)] as const,
      );
      assert.equal((await cell.textContent())?.trim(), birr(await api.balance(agent.id)));

      // The transfer page, opened for this agent, returns to the balance page 2 s after a success.
      await page.goto(`${baseUrl}/balance/transfer?to=${agent.id}`);
      await expectPath(page, '/superagent/balance/transfer');
      await page.getByRole('textbox', { name: 'Amount (Br)' }).fill('100');
      await page.getByRole('button', { name: 'Transfer' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Successfully transferred 100.00 Br to Meron Alemu' })
        .waitFor();
      await expectPath(page, '/superagent/balance');
      assert.equal(await api.balance(), startBalance - 1334.5);
      assert.equal(await statValue(page, 'Your Balance'), birr(await api.balance()));
      await row(page, 'To: Meron Alemu').first().waitFor();
      await screenshot('superagent-balance');
    },
  },
  {
    name: 'network screens: an agent creates a shop and a cashier, assigns a shop and pays the cashier',
    run: async ({ page, baseUrl, screenshot }) => {
      const api = await ApiClient.signIn(baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      const stamp = Date.now();
      const shops = [`Merkato Bingo ${stamp}`, `Kazanchis Bingo ${stamp}`] as const;
      const email = `hana.${stamp}@bingo.et`;
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);

      // The dashboard's Create New Shop lands on Shops Management with the dialog already open.
      await page.getByText('Create New Shop', { exact: true }).click();
      await expectPath(page, '/agent/shops');
      for (const [index, name] of shops.entries()) {
        if (index > 0) await page.getByRole('button', { name: 'Create Shop' }).click();
        const modal = dialog(page, 'Create New Shop');
        await fill(modal, {
          'Shop Name': name,
          Country: 'Ethiopia',
          City: 'Addis Ababa',
          Woreda: 'Addis Ketema 05',
          Location: 'Merkato, near Anwar mosque',
        });
        await modal.getByRole('button', { name: 'Create Shop' }).click();
        await succeeds(modal, 'Shop created successfully!');
        await row(page, name).waitFor();
      }
      await page.getByRole('textbox', { name: 'Search shops...' }).fill('kazanchis');
      assert.equal(await page.getByRole('row').count(), 2);
      await page.getByRole('textbox', { name: 'Search shops...' }).fill('');

      await page.getByRole('link', { name: 'Cashiers', exact: true }).click();
      await expectPath(page, '/agent/cashiers');
      await page.getByRole('button', { name: 'Create Cashier' }).click();
      const create = dialog(page, 'Create New Cashier');
      await fill(create, {
        'First Name': 'Hana',
        'Last Name': 'Tesfaye',
        Email: email,
        'Phone Number': '+251911556677',
      });
      await create.locator('input[type="password"]').fill('cashier456');
      await choose(page, create, 'Shop', shops[0]);
      await create.getByRole('button', { name: 'Create Cashier' }).click();
      await succeeds(create, 'Cashier created successfully!');
      await row(page, email).filter({ hasText: shops[0] }).waitFor();

      await page.getByRole('button', { name: 'Assign Shop to Hana Tesfaye' }).click();
      const assign = dialog(page, 'Assign Shop');
      await assign.getByText('Hana Tesfaye').waitFor();
      await choose(page, assign, 'Shop', shops[1]);
      await assign.getByRole('button', { name: 'Assign Shop' }).click();
      await succeeds(assign, 'Shop assigned successfully!');
      await row(page, email).filter({ hasText: shops[1] }).waitFor();
      const cashiers = await api.call<{ items: Listed[] }>('GET', '/auth/my-cashiers');
      const cashier = cashiers.items.find((c) => c.email === email);
      assert.ok(cashier, 'the new cashier is one of the agent’s cashiers');
      assert.equal(cashier.shopName, shops[1]);
      await screenshot('cashier-assigned');

      const before = await api.balance();
      await page.goto(`${baseUrl}/agent/balance/transfer?to=${cashier.id}`);
      await expectPath(page, '/agent/balance');
      const transfer = dialog(page, 'Transfer Funds');
      assert.equal(await transfer.getByRole('combobox', { name: 'Cashier' }).inputValue(), 'Hana Tesfaye');
      await transfer.getByRole('textbox', { name: 'Amount (Br)' }).fill('250');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await succeeds(transfer, 'Successfully transferred 250.00 Br');

      assert.equal(await api.balance(cashier.id), 250);
      assert.equal(await api.balance(), before - 250);
      await page.waitForFunction(
        (text) =>
          document.querySelector('[aria-label="Your Balance"] [data-testid="stat-value"]')?.textContent ===
          text,
        birr(before - 250),
      );
      assert.equal(await statValue(page, 'Your Balance'), birr(await api.balance()));
      const payment = row(page, 'To: Hana Tesfaye');
      await payment.waitFor();
      assert.match((await payment.textContent()) ?? '', /-250\.00 Br/);
      assert.match((await payment.textContent()) ?? '', /Transfer to cashier/);
      await screenshot('agent-balance');
    },
  },
];

export default journeys;
