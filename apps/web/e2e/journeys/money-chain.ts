import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

const stamp = Date.now();
const person = (firstName: string, lastName: string, n: number): Person => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${stamp}@chain.et`,
  phone: `+25191${String(stamp).slice(-6)}${n}`,
  password: 'chain123',
});

const SUPER_AGENT = person('Tigist', 'Lemma', 1);
const AGENT = person('Biruk', 'Haile', 2);
const CASHIER = person('Saba', 'Kassa', 3);
const SHOP = {
  name: `Merkato Chain Bingo ${stamp}`,
  country: 'Ethiopia',
  city: 'Addis Ababa',
  woreda: 'Addis Ketema 6',
  location: 'Near Anwar Mosque',
};

async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillPerson(modal: Locator, p: Person): Promise<void> {
  const field = (name: string) => modal.getByRole('textbox', { name, exact: true });
  await field('First Name').fill(p.firstName);
  await field('Last Name').fill(p.lastName);
  await field('Email').fill(p.email);
  await field('Phone Number').fill(p.phone);
  await field('Password').fill(p.password);
  await field('Confirm Password').fill(p.password);
}

/** Waits for a modal's success line, then for the modal to close itself. */
async function succeeds(modal: Locator, message: string): Promise<void> {
  await modal.getByRole('status').filter({ hasText: message }).waitFor();
  await modal.waitFor({ state: 'hidden', timeout: 10_000 });
}

async function addUser(
  page: Page,
  baseUrl: string,
  path: string,
  role: string,
  p: Person,
  pick?: (m: Locator) => Promise<void>,
) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: `Add ${role}` }).click();
  const modal = page.getByRole('dialog', { name: `Add ${role}` });
  await fillPerson(modal, p);
  await pick?.(modal);
  await modal.getByRole('button', { name: `Add ${role}` }).click();
  return modal;
}

async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByLabel(label, { exact: true }).getByTestId('stat-value');
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

async function waitForStat(page: Page, label: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([l, t]) =>
      document.querySelector(`[aria-label="${l}"] [data-testid="stat-value"]`)?.textContent?.trim() === t,
    [label, text] as const,
  );
}

const journeys: Journey[] = [
  {
    name: 'money chain: Admin builds a branch and funds it, the money flows down to the cashier',
    run: async ({ page, baseUrl, newPage, screenshot }) => {
      const admin = await ApiClient.signIn(baseUrl, DEMO.Admin.email, DEMO.Admin.password);
      await signIn(page, baseUrl, DEMO.Admin.email, DEMO.Admin.password);

      // The branch: a super agent, its agent, a shop of that agent, and the shop's cashier.
      await succeeds(
        await addUser(page, baseUrl, '/admin/super-agents', 'Super Agent', SUPER_AGENT),
        'Super agent created successfully!',
      );
      await succeeds(
        await addUser(page, baseUrl, '/admin/agents', 'Agent', AGENT, (m) =>
          choose(
            page,
            m,
            'Super Agent',
            `${SUPER_AGENT.firstName} ${SUPER_AGENT.lastName} (${SUPER_AGENT.email})`,
          ),
        ),
        'Agent created successfully!',
      );
      await page.goto(`${baseUrl}/admin/shops`);
      await page.getByRole('button', { name: 'Add Shop' }).click();
      const shopModal = page.getByRole('dialog', { name: 'Add Shop' });
      const field = (name: string) => shopModal.getByRole('textbox', { name, exact: true });
      await field('Shop Name').fill(SHOP.name);
      await field('Country').fill(SHOP.country);
      await field('City').fill(SHOP.city);
      await field('Woreda').fill(SHOP.woreda);
      await field('Location').fill(SHOP.location);
      await choose(page, shopModal, 'Agent', `${AGENT.firstName} ${AGENT.lastName} (${AGENT.email})`);
      await shopModal.getByRole('button', { name: 'Add Shop' }).click();
      await succeeds(shopModal, 'Shop created successfully!');
      await succeeds(
        await addUser(page, baseUrl, '/admin/cashiers', 'Cashier', CASHIER, (m) =>
          choose(page, m, /^Shop \(\d+ available\)/, `${SHOP.name} — ${SHOP.city}`),
        ),
        'Cashier added successfully!',
      );

      const users = await admin.call<{
        items: { id: string; email: string; shopName: string | null; parentId: string | null }[];
      }>('GET', '/auth/users');
      const byEmail = (email: string) => {
        const user = users.items.find((u) => u.email === email);
        assert.ok(user, `${email} exists`);
        return user;
      };
      const [sa, agent, cashier] = [byEmail(SUPER_AGENT.email), byEmail(AGENT.email), byEmail(CASHIER.email)];
      assert.equal(agent.parentId, sa.id);
      assert.equal(cashier.shopName, SHOP.name);
      assert.equal(cashier.parentId, agent.id);

      // Admin tops up the new super agent from the balance overview's row.
      await page.goto(`${baseUrl}/admin/balance`);
      const row = page
        .getByRole('table', { name: 'User balances' })
        .locator('tbody tr')
        .filter({ hasText: SUPER_AGENT.email });
      await row.getByRole('button', { name: 'Top-Up' }).click();
      const topUp = page.getByRole('form', { name: 'Top-Up Balance' });
      // Typed key by key as a person writes a sum, with the comma grouping thousands.
      await topUp.getByRole('textbox', { name: 'Amount (Br)' }).pressSequentially('10,000');
      await topUp.getByRole('button', { name: 'Top Up Balance' }).click();
      await topUp.getByRole('status').filter({ hasText: 'Balance topped up successfully!' }).waitFor();
      assert.equal(await admin.balance(sa.id), 10_000);
      await screenshot('admin-top-up');

      // The super agent passes 4,000 Br to its agent.
      const saPage = await newPage();
      const saApi = await ApiClient.signIn(baseUrl, SUPER_AGENT.email, SUPER_AGENT.password);
      await signIn(saPage, baseUrl, SUPER_AGENT.email, SUPER_AGENT.password);
      await expectPath(saPage, '/superagent');
      await waitForStat(saPage, 'Your Balance', birr(10_000));
      await saPage.goto(`${baseUrl}/superagent/balance/transfer?to=${agent.id}`);
      await saPage.getByRole('textbox', { name: 'Amount (Br)' }).pressSequentially('4,000');
      await saPage.getByRole('button', { name: 'Transfer' }).click();
      await saPage
        .getByRole('status')
        .filter({ hasText: `Successfully transferred ${birr(4000)} to ${AGENT.firstName} ${AGENT.lastName}` })
        .waitFor();
      await expectPath(saPage, '/superagent/balance');
      assert.equal(await saApi.balance(), 6000);
      assert.equal(await saApi.balance(agent.id), 4000);
      await waitForStat(saPage, 'Your Balance', birr(6000));
      assert.equal(await statValue(saPage, 'Your Balance'), birr(await saApi.balance()));
      await saPage.goto(`${baseUrl}/superagent`);
      await waitForStat(saPage, 'Your Balance', birr(6000));
      await saPage.waitForFunction(
        ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === text,
        [`agent-balance-${AGENT.email}`, birr(4000)] as const,
      );
      await screenshot('superagent-after-transfer', saPage);

      // The agent passes 1,500 Br to its cashier; the bell counted the credit from its super agent.
      const agentPage = await newPage();
      const agentApi = await ApiClient.signIn(baseUrl, AGENT.email, AGENT.password);
      await signIn(agentPage, baseUrl, AGENT.email, AGENT.password);
      await expectPath(agentPage, '/agent');
      await agentPage.getByRole('button', { name: 'Notifications (1 new)' }).waitFor();
      await agentPage.goto(`${baseUrl}/agent/balance?to=${cashier.id}`);
      const transfer = agentPage.getByRole('dialog', { name: 'Transfer Funds' });
      await transfer.getByRole('textbox', { name: 'Amount (Br)' }).fill('1500');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await succeeds(transfer, `Successfully transferred ${birr(1500)}`);
      assert.equal(await agentApi.balance(), 2500);
      assert.equal(await agentApi.balance(cashier.id), 1500);
      await agentPage.goto(`${baseUrl}/agent`);
      await waitForStat(agentPage, 'Your Balance', birr(2500));
      assert.equal(await statValue(agentPage, 'Your Balance'), birr(await agentApi.balance()));
      await screenshot('agent-after-transfer', agentPage);

      // The cashier sees 1,500 Br once it reveals its balance.
      const cashierPage = await newPage();
      const cashierApi = await ApiClient.signIn(baseUrl, CASHIER.email, CASHIER.password);
      await signIn(cashierPage, baseUrl, CASHIER.email, CASHIER.password);
      await expectPath(cashierPage, '/dashboard');
      const chip = cashierPage.getByTestId('balance-chip').first();
      await cashierPage.waitForFunction(() =>
        Boolean(document.querySelector('[data-testid="balance-chip"]')?.textContent?.trim()),
      );
      assert.equal((await chip.textContent())?.trim(), '••••••');
      await cashierPage.getByRole('button', { name: 'Show balance' }).first().click();
      await cashierPage.waitForFunction(
        (text) => document.querySelector('[data-testid="balance-chip"]')?.textContent?.trim() === text,
        birr(1500),
      );
      assert.equal((await chip.textContent())?.trim(), birr(await cashierApi.balance()));
      await screenshot('cashier-funded', cashierPage);

      // The issuance account funded exactly what the branch now holds.
      assert.equal(
        (await saApi.balance()) + (await agentApi.balance()) + (await cashierApi.balance()),
        10_000,
      );
    },
  },
];

export default journeys;
