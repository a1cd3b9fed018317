import assert from 'node:assert/strict';
import type { Role } from '@bingo/contracts';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import { ApiClient, birr } from '../api';
import type { Journey } from '../journey';
import { signIn } from '../session';

/** The header chip: dots until the eye is pressed, then the balance. */
async function headerBalance(page: Page): Promise<string> {
  const chip = page.getByTestId('balance-chip');
  // A spinner shows until the balance has arrived.
  await page.waitForFunction(() =>
    Boolean(document.querySelector('[data-testid="balance-chip"]')?.textContent?.trim()),
  );
  assert.equal((await chip.textContent())?.trim(), '••••••');
  await page.getByRole('button', { name: 'Show balance' }).first().click();
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="balance-chip"]')?.textContent?.includes('•'),
  );
  return ((await chip.textContent()) ?? '').trim();
}

async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByLabel(label, { exact: true }).getByTestId('stat-value');
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

const SHELL_ROLES: Role[] = ['Admin', 'SuperAgent', 'Agent'];

const journeys: Journey[] = [
  ...SHELL_ROLES.map(
    (role): Journey => ({
      name: `${role}'s header balance is hidden until toggled and matches the API`,
      run: async ({ page, baseUrl }) => {
        const api = await ApiClient.signIn(baseUrl, DEMO[role].email, DEMO[role].password);
        await signIn(page, baseUrl, DEMO[role].email, DEMO[role].password);
        assert.equal(await headerBalance(page), birr(await api.balance()));
      },
    }),
  ),
  {
    name: 'the network dashboards show the balances the API holds',
    run: async ({ page, baseUrl, newPage, screenshot }) => {
      const superAgent = await ApiClient.signIn(baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
      await signIn(page, baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
      assert.equal(await statValue(page, 'Your Balance'), birr(await superAgent.balance()));
      const agents = await superAgent.call<{ items: { id: string; email: string }[] }>(
        'GET',
        '/auth/my-agents',
      );
      for (const agent of agents.items) {
        const cell = page.getByTestId(`agent-balance-${agent.email}`);
        await page.waitForFunction(
          (id) => !document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes('…'),
          `agent-balance-${agent.email}`,
        );
        assert.equal((await cell.textContent())?.trim(), birr(await superAgent.balance(agent.id)));
      }
      await screenshot('superagent-balances');

      const agentPage = await newPage();
      const agent = await ApiClient.signIn(baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      await signIn(agentPage, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      assert.equal(await statValue(agentPage, 'Your Balance'), birr(await agent.balance()));
      await screenshot('agent-balances', agentPage);
    },
  },
];

export default journeys;
