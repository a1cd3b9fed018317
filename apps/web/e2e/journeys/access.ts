import assert from 'node:assert/strict';
import type { Role } from '@bingo/contracts';
import { DEMO } from '../accounts';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

/** A page of each role that the other roles must not open. */
const FOREIGN_PAGES: Record<Role, string[]> = {
  Admin: ['/admin-dashboard', '/admin/balance', '/admin/commission'],
  SuperAgent: ['/superagent', '/superagent/agents'],
  Agent: ['/agent', '/agent/cashiers'],
  Cashier: ['/dashboard', '/play', '/cashier/settings'],
};

const ROLES = Object.keys(FOREIGN_PAGES) as Role[];

const journeys: Journey[] = [
  ...ROLES.map(
    (role): Journey => ({
      name: `${role} cannot open another role's pages`,
      run: async ({ page, baseUrl }) => {
        await signIn(page, baseUrl, DEMO[role].email, DEMO[role].password);
        for (const other of ROLES.filter((r) => r !== role)) {
          for (const path of FOREIGN_PAGES[other]) {
            await page.goto(`${baseUrl}${path}`);
            await expectPath(page, DEMO[role].home);
          }
        }
        await page.goto(`${baseUrl}/sales`);
        await expectPath(page, '/sales');
        await page.goto(`${baseUrl}/no/such/page`);
        await expectPath(page, DEMO[role].home);
      },
    }),
  ),
  {
    name: 'a visitor without a session is sent to the sign-in page',
    run: async ({ page, baseUrl }) => {
      for (const path of ['/admin-dashboard', '/superagent', '/agent', '/dashboard', '/sales', '/profile']) {
        await page.goto(`${baseUrl}${path}`);
        await expectPath(page, '/');
      }
      await page.goto(`${baseUrl}/login`);
      await expectPath(page, '/');
    },
  },
  {
    name: 'a rejected token clears the session with the spec notice, and signing in again returns to the page',
    // Every call the page makes with the stale token is refused before the app signs out.
    expectedApiErrors: [{ status: 401, path: /^\/api\// }],
    run: async ({ page, baseUrl, screenshot }) => {
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      // Leave the app first: a call it makes between the logout and the next page would already
      // sign it out, and the reload that follows would lose the notice.
      await page.goto('about:blank');
      // Logging out elsewhere bumps the token version, so this browser's token goes stale.
      const res = await fetch(`${baseUrl}/api/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 200);
      await page.goto(`${baseUrl}/sales`);
      await page.getByText('Session expired. Please login again.').waitFor();
      await expectPath(page, '/');
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
      await screenshot('session-expired');
      // Signing in again returns to the page the session ended on, not to the role's home.
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/sales');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.Agent.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.Agent.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expectPath(page, '/sales');
    },
  },
];

export default journeys;
