import assert from 'node:assert/strict';
import type { Role } from '@bingo/contracts';
import type { Page } from 'playwright-core';
import { DEMO } from '../accounts';
import {
  assertNoEnglish,
  englishLeftovers,
  namesInData,
  pageRoutes,
  settled,
  showAmharicHere,
} from '../amharic';
import { ApiClient } from '../api';
import { docsScreenshot } from '../docs-screenshots';
import type { Journey } from '../journey';
import { signIn } from '../session';
import { ensureOpenShift } from '../shift-helpers';

type User = { id: string; email: string };

/** The running game and a display link's page need a live game or a token; other journeys show them. */
const NOT_SWEPT = new Set(['/game', '/display/remote/$token']);

/** Real ids for each parameter, so every page opens on a record its viewer may see. */
async function idsFor(baseUrl: string): Promise<Record<string, string>> {
  const admin = await ApiClient.signIn(baseUrl, DEMO.Admin.email, DEMO.Admin.password);
  const { items: users } = await admin.call<{ items: User[] }>('GET', '/auth/users');
  const byEmail = (email: string) => users.find((u) => u.email === email)?.id ?? '';
  const superAgent = await ApiClient.signIn(baseUrl, DEMO.SuperAgent.email, DEMO.SuperAgent.password);
  const { items: shops } = await superAgent.call<{ items: { id: string }[] }>('GET', '/Shop');
  const agent = await ApiClient.signIn(baseUrl, DEMO.Agent.email, DEMO.Agent.password);
  const { items: agentShops } = await agent.call<{ items: { id: string }[] }>('GET', '/Shop');
  // A closed sale of a cashier no other journey counts, for the record and verify pages.
  const cashier = await ApiClient.signIn(baseUrl, 'cashier2@bingo.et', 'cashier123');
  await cashier.endRunningGame();
  await ensureOpenShift(cashier);
  const { gameId } = await cashier.call<{ gameId: string }>('POST', '/games', {
    gameType: 0,
    typeIndex: 2,
    cards: [1, 2],
    betAmount: 10,
  });
  await cashier.call('POST', `/games/${gameId}/abandon`, {});
  return {
    '/admin/agents/$id': byEmail(DEMO.Agent.email),
    '/admin/cashiers/$id': byEmail(DEMO.Cashier.email),
    '/admin/super-agents/$id': byEmail(DEMO.SuperAgent.email),
    '/admin/shops/$id': shops[0]?.id ?? '',
    '/superagent/agents/$id': byEmail(DEMO.Agent.email),
    '/superagent/shops/$id': shops[0]?.id ?? '',
    '/agent/shops/$id/': agentShops[0]?.id ?? '',
    '/agent/shops/$id/edit': agentShops[0]?.id ?? '',
    '/games/$id': gameId,
    '/verify/$id': gameId,
  };
}

const urlOf = (path: string, ids: Record<string, string>) =>
  path.replace('$id', ids[path] ?? 'missing-id').replace(/(.)\/$/, '$1');

/** Shared by the journeys below, which split the sweep by role to stay within a journey's time. */
const sweep = {
  ids: undefined as Promise<Record<string, string>> | undefined,
  names: undefined as Promise<Set<string>> | undefined,
  seen: new Set<string>(),
  left: new Map<string, string[]>(),
};

async function visit(page: Page, baseUrl: string, paths: string[]): Promise<void> {
  const ids = (await sweep.ids) ?? {};
  const names = (await sweep.names) ?? new Set<string>();
  for (const path of paths) {
    const url = urlOf(path, ids);
    await page.goto(`${baseUrl}${url}`);
    await settled(page);
    assert.equal(new URL(page.url()).pathname, url.split('?')[0], `${path} did not open`);
    sweep.seen.add(path);
    const words = await englishLeftovers(page, names);
    if (words.length > 0) sweep.left.set(url, words);
  }
}

/** Each page is swept by the first role its guard lets in. */
const pagesOf = (role: Role | 'public') =>
  pageRoutes()
    .filter((r) => !NOT_SWEPT.has(r.path))
    .filter((r) => (role === 'public' ? !r.signedIn : r.signedIn && r.roles[0] === role))
    .map((r) => r.path);

const roleJourney = (role: Role): Journey => ({
  name: `amharic: every ${role} page in Amharic`,
  run: async ({ page, baseUrl, screenshot }) => {
    await signIn(page, baseUrl, DEMO[role].email, DEMO[role].password);
    await showAmharicHere(page);
    await visit(page, baseUrl, pagesOf(role));
    await page.goto(`${baseUrl}${DEMO[role].home}`);
    await settled(page);
    await screenshot('home');
  },
});

const journeys: Journey[] = [
  {
    name: 'amharic: every public page in Amharic',
    run: async ({ page, baseUrl, screenshot }) => {
      sweep.ids = idsFor(baseUrl);
      sweep.names = namesInData(baseUrl);
      await page.goto(`${baseUrl}/`);
      await showAmharicHere(page);
      await visit(page, baseUrl, pagesOf('public'));
      await page.goto(`${baseUrl}/`);
      await settled(page);
      await screenshot('sign-in');
      await docsScreenshot(page, 'amharic-sign-in');
    },
  },
  roleJourney('Admin'),
  roleJourney('SuperAgent'),
  roleJourney('Agent'),
  roleJourney('Cashier'),
  {
    name: 'amharic: the sweep found no English outside names, numbers and units on any page',
    run: async () => {
      const pages = pageRoutes().filter((r) => !NOT_SWEPT.has(r.path));
      const missed = pages.map((r) => r.path).filter((p) => !sweep.seen.has(p));
      assert.deepEqual(missed, [], `not swept: ${missed.join(', ')}`);
      assertNoEnglish(
        'these pages',
        [...sweep.left].map(([url, words]) => `${url}: ${words.join(', ')}`),
      );
      console.log(`    Amharic sweep: ${sweep.seen.size} pages, no English left outside names and units`);
    },
  },
];

export default journeys;
