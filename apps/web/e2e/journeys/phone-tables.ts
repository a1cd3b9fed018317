import assert from 'node:assert/strict';
import type { Role } from '@bingo/contracts';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import type { Journey } from '../journey';
import { signIn } from '../session';

/** Every page with a table of records and their actions, per role. */
const PAGES: Record<Exclude<Role, 'Cashier'>, string[]> = {
  Admin: [
    '/admin/super-agents',
    '/admin/agents',
    '/admin/cashiers',
    '/admin/shops',
    '/admin/balance',
    '/admin/commission',
    '/admin/game-settings',
    '/admin/jackpot',
  ],
  SuperAgent: ['/superagent', '/superagent/agents', '/superagent/shops'],
  Agent: ['/agent', '/agent/cashiers', '/agent/shops'],
};

const PHONE = { width: 390, height: 844 };

/**
 * The Actions header and the first row's last cell are on screen without scrolling the table
 * sideways, and nothing covers them: a thumb reaches a row's buttons at once.
 */
async function actionsReachable(page: Page, path: string): Promise<number> {
  const headers = page.getByRole('columnheader', { name: 'Actions', exact: true });
  await headers.first().waitFor();
  const count = await headers.count();
  for (let i = 0; i < count; i++) {
    const header = headers.nth(i);
    const table = page.getByRole('table').filter({ has: header });
    const targets = [header, table.locator('tbody tr').first().locator('td').last()];
    for (const target of targets) {
      // Only the page scrolls (down to the row); the table is left as it opens, unscrolled sideways.
      await target.evaluate((el) =>
        window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - 200),
      );
      const box = await target.boundingBox();
      assert.ok(box, `${path}: the Actions column has no box`);
      assert.ok(
        box.x >= 0 && box.x + Math.min(box.width, 40) <= PHONE.width,
        `${path}: the Actions column sits at x=${Math.round(box.x)}, off a ${PHONE.width} px screen`,
      );
      const covered = await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + Math.min(r.width, 40) / 2, r.top + r.height / 2);
        return !(hit && (el === hit || el.contains(hit)));
      });
      assert.equal(covered, false, `${path}: something covers the Actions column`);
    }
  }
  return count;
}

const journeys: Journey[] = (Object.keys(PAGES) as (keyof typeof PAGES)[]).map(
  (role): Journey => ({
    name: `on a 390 px phone every ${role} table keeps its Actions column reachable`,
    run: async ({ browser, baseUrl, screenshot, guard }) => {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      context.setDefaultTimeout(15_000);
      guard.watch(context);
      try {
        const page = await context.newPage();
        await signIn(page, baseUrl, DEMO[role].email, DEMO[role].password);
        let tables = 0;
        for (const path of PAGES[role]) {
          await page.goto(`${baseUrl}${path}`);
          tables += await actionsReachable(page, path);
        }
        assert.ok(tables >= PAGES[role].length);
        await screenshot('phone', page);
      } finally {
        await context.close();
      }
    },
  }),
);

export default journeys;
