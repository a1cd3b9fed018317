import assert from 'node:assert/strict';
import { DEMO } from '../accounts';
import { ApiClient } from '../api';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

const journeys: Journey[] = [
  {
    name: 'shell: on a phone the sidebar is a slide-over that closes when a link is followed',
    run: async ({ page, baseUrl, screenshot }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      // The collapsed slide-over sits off the left edge of the screen.
      const onScreen = async () => ((await menu.boundingBox())?.x ?? -1) >= 0;
      await page.getByRole('heading', { name: 'Agent Dashboard' }).first().waitFor();
      assert.equal(await onScreen(), false);
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await page.waitForFunction(
        () => (document.querySelector('nav[aria-label="Main menu"]')?.getBoundingClientRect().x ?? -1) >= 0,
      );
      await screenshot('phone-menu-open');
      await menu.getByRole('link', { name: 'Shops', exact: true }).click();
      await expectPath(page, '/agent/shops');
      await page.waitForFunction(
        () =>
          (document.querySelector('nav[aria-label="Main menu"]')?.getBoundingClientRect().right ?? 1) <= 0,
      );
      await screenshot('phone-shops');
    },
  },
  {
    name: 'shell: each role sees its own menu, the header and the user menu',
    run: async ({ page, baseUrl }) => {
      const menus = {
        Admin: [
          'Dashboard',
          'Super Agents',
          'Agents',
          'Cashiers',
          'Shops',
          'Balance',
          'Sales',
          'Shifts',
          'Commission',
          'Game Settings',
          'Jackpot',
          'Sign Out',
        ],
        SuperAgent: ['Dashboard', 'Agents', 'Shops', 'Balance', 'Sales', 'Shifts', 'Sign Out'],
        Agent: ['Dashboard', 'Cashiers', 'Shops', 'Balance', 'Sales', 'Shifts', 'Sign Out'],
      } as const;
      for (const [role, labels] of Object.entries(menus) as [keyof typeof menus, readonly string[]][]) {
        await page.context().clearCookies();
        await page.goto(`${baseUrl}/`);
        await page.evaluate(() => localStorage.clear());
        await signIn(page, baseUrl, DEMO[role].email, DEMO[role].password);
        await page
          .getByRole('heading', { name: `${role} Dashboard`, exact: true })
          .first()
          .waitFor();
        const nav = page.locator('nav[aria-label="Main menu"]').locator('..').locator('..');
        const texts = (await nav.locator('a, button').allTextContents()).map((t) => t.trim()).filter(Boolean);
        assert.deepEqual(texts, labels);

        await page.getByRole('button', { name: 'User menu' }).click();
        const name = DEMO[role].email.split('@')[0] ?? '';
        await page.getByRole('menu').getByText(DEMO[role].email).waitFor();
        assert.ok(
          await page.getByRole('button', { name: 'User menu' }).getByText(name, { exact: true }).isVisible(),
        );
        await page.getByRole('menuitem', { name: 'Your Profile' }).click();
        await expectPath(page, '/profile');
        await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'User menu' }).click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        await expectPath(page, '/');
      }
    },
  },
  {
    name: 'shell: the bell counts new credits and opening it marks them seen',
    run: async ({ page, baseUrl }) => {
      const superAgent = await ApiClient.signIn(baseUrl, 'superagent2@bingo.et', 'super123');
      const agents = await superAgent.call<{ items: { id: string; email: string }[] }>(
        'GET',
        '/auth/my-agents',
      );
      const agent = agents.items.find((a) => a.email === 'agent3@bingo.et');
      assert.ok(agent);
      await superAgent.call('POST', '/Balance/transfer', {
        receiverId: agent.id,
        amount: 25,
        notes: 'Bell check',
      });

      await signIn(page, baseUrl, 'agent3@bingo.et', 'agent123');
      // The count shows once the notifications have loaded; the transfer above makes it at least 1.
      const bell = page.getByRole('button', { name: /^Notifications \([1-9]\d* new\)$/ });
      await bell.waitFor();
      await bell.click();
      await page.getByRole('menu').getByText('+25.00 Br').waitFor();
      await page.getByRole('button', { name: 'Notifications (0 new)' }).waitFor();
      const agentApi = await ApiClient.signIn(baseUrl, 'agent3@bingo.et', 'agent123');
      assert.equal(
        (await agentApi.call<{ unseenCredits: number }>('GET', '/notifications')).unseenCredits,
        0,
      );
    },
  },
];

export default journeys;
