import assert from 'node:assert/strict';
import type { Role } from '@bingo/contracts';
import { DEMO } from '../accounts';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

const ROLES: Role[] = ['Admin', 'SuperAgent', 'Agent', 'Cashier'];

const journeys: Journey[] = [
  ...ROLES.map(
    (role): Journey => ({
      name: `${role} signs in and lands on its home`,
      run: async ({ page, baseUrl, screenshot }) => {
        await signIn(page, baseUrl, DEMO[role].email, DEMO[role].password);
        await expectPath(page, DEMO[role].home);
        assert.equal(await page.evaluate(() => localStorage.getItem('token')?.split('.').length), 3);
        await page.waitForLoadState('networkidle');
        await screenshot('home');
      },
    }),
  ),
  {
    name: 'the sign-in screen refuses a wrong password with the spec text',
    expectedApiErrors: [{ status: 401, path: '/api/auth/login', method: 'POST' }],
    run: async ({ page, baseUrl, screenshot }) => {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.Agent.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').getByText('Invalid credentials').waitFor();
      await expectPath(page, '/');
      await screenshot('invalid-credentials');
    },
  },
  {
    name: "'Forgot password?' explains who resets passwords",
    run: async ({ page, baseUrl, screenshot }) => {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectPath(page, '/forgot-password');
      await page.getByText('Ask your superior in the network').waitFor();
      await screenshot('forgot-password');
      await page.getByRole('link', { name: 'Back to login' }).click();
      await expectPath(page, '/');
    },
  },
  {
    name: 'signing out ends the session on the server too',
    run: async ({ page, baseUrl }) => {
      await signIn(page, baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      // As a person does: the dashboard has finished loading before the menu is opened.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expectPath(page, '/');
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
      const res = await fetch(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(res.status, 401);
    },
  },
];

export default journeys;
