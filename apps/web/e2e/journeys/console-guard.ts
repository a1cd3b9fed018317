import assert from 'node:assert/strict';
import { DEMO } from '../accounts';
import type { Journey } from '../journey';
import { signIn } from '../session';

const journeys: Journey[] = [
  {
    name: 'the harness catches a console error, a page error, a failed request and an undeclared API error',
    run: async ({ page, baseUrl, guard }) => {
      await signIn(page, baseUrl, DEMO.Agent.email, DEMO.Agent.password);
      assert.deepEqual(guard.take(), []);
      await page.route('**/api/cut-off', (route) => route.abort('failed'));
      await page.evaluate(async () => {
        console.error('a console error');
        setTimeout(() => {
          throw new Error('an uncaught error');
        });
        await fetch('/api/no/such/route').catch(() => undefined);
        await fetch('/api/cut-off').catch(() => undefined);
      });
      await page.waitForTimeout(300);
      const seen = guard.take().join('\n');
      assert.match(seen, /console error on .*: a console error/);
      assert.match(seen, /page error on .*: an uncaught error/);
      assert.match(seen, /unexpected 404 from GET \/api\/no\/such\/route/);
      assert.match(seen, /request failed: GET http:\/\/127\.0\.0\.1:\d+\/api\/cut-off \(net::ERR_FAILED\)/);

      guard.expect({ status: 404, path: '/api/no/such/route', method: 'GET' });
      await page.evaluate(() => fetch('/api/no/such/route'));
      await page.waitForTimeout(300);
      assert.deepEqual(guard.take(), []);
    },
  },
];

export default journeys;
