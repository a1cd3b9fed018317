import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Role } from '@bingo/contracts';
import type { Page } from 'playwright-core';
import { ApiClient } from './api';

/** Latin words an Amharic screen may still show: the brand, file kinds, and the language's own name. */
export const ALLOWED_LATIN = new Set([
  ...['BINGO', 'Bingo', 'PDF', 'CSV', 'ID', 'QR', 'OK', 'TV'],
  // The language switch names English in English, so its readers can find it.
  'English',
  // The verify page's formula, SHA-256(salt + ":" + order), which anyone can recompute, and the
  // command that does it (printf … | sha256sum; shasum on a Mac): a shell reads them as written.
  ...['SHA', 'salt', 'order', 'printf', 'sha', 'sum', 'shasum'],
]);

export interface PageRoute {
  path: string;
  /** The roles its guard lets in, in the order Admin, SuperAgent, Agent, Cashier; empty when public. */
  roles: Role[];
  signedIn: boolean;
}

const SRC = resolve(import.meta.dirname, '..', 'src');

/**
 * Every page the router knows, read from its generated tree and the route files: a file that draws
 * nothing (a redirect) is not a page.
 */
export function pageRoutes(): PageRoute[] {
  const tree = readFileSync(join(SRC, 'routeTree.gen.ts'), 'utf8');
  const fileOf = new Map(
    [...tree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  const block = tree.slice(tree.indexOf('export interface FileRoutesByFullPath'));
  const byPath = block.slice(0, block.indexOf('}'));
  const pages: PageRoute[] = [];
  for (const [, path = '', name = ''] of byPath.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const file = fileOf.get(name);
    if (!file) continue;
    const source = readFileSync(join(SRC, `${file}.tsx`), 'utf8');
    if (!/\bcomponent\b/.test(source)) continue;
    const guard = /requireRole\(([^)]*)\)/.exec(source)?.[1] ?? '';
    const signedIn = file.startsWith('routes/_app') || file.startsWith('routes/_fullscreen');
    const named = ROLES.filter((role) => guard.includes(`'${role}'`));
    pages.push({ path, roles: signedIn && named.length === 0 ? [...ROLES] : named, signedIn });
  }
  return pages;
}

const ROLES: Role[] = ['Admin', 'SuperAgent', 'Agent', 'Cashier'];

/** Names people and shops carry in the demo network: data, not interface text. */
export async function namesInData(baseUrl: string): Promise<Set<string>> {
  const admin = await ApiClient.signIn(baseUrl, 'admin@bingo.et', 'admin123');
  const { items: people } = await admin.call<{ items: Record<string, unknown>[] }>('GET', '/auth/users');
  const { items: shops } = await admin.call<{ items: Record<string, unknown>[] }>('GET', '/Shop');
  const words = new Set<string>();
  // The user menu shows the e-mail's name part (admin, cashier1); the seed's notes are data too.
  const fields = [
    'firstName',
    'middleName',
    'lastName',
    'name',
    'country',
    'city',
    'woreda',
    'location',
    'email',
  ];
  for (const note of ['Opening float']) for (const word of note.split(' ')) words.add(word);
  for (const row of [...people, ...shops]) {
    for (const field of fields) {
      const value = row[field];
      if (typeof value === 'string') for (const word of value.match(/[A-Za-z]+/g) ?? []) words.add(word);
    }
  }
  return words;
}

/** The Latin words left on the page once e-mails, web addresses and allowed words are set aside. */
export async function englishLeftovers(page: Page, names: Set<string>): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the words a person sees, not hidden ones
  const text = await page.evaluate(() => document.body.innerText);
  const cleaned = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\/[\w/-]+/g, ' ');
  const words = cleaned.match(/[A-Za-z]{2,}/g) ?? [];
  // Pieces of a hash (hex digits) are data too.
  const data = (w: string) => names.has(w) || /^[a-f]+$/.test(w);
  return [...new Set(words.filter((w) => !ALLOWED_LATIN.has(w) && !data(w)))];
}

/** Makes this PC show Amharic without changing the account's own choice. */
export async function showAmharicHere(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A sign-in applies the account's language once its code has loaded, and under load that can land
  // after this override and undo it. A reloaded page applies nothing, so a second try always holds.
  for (let attempt = 1; attempt <= 2; attempt++) {
    await page.evaluate(() => localStorage.setItem('bingoUiLanguage', 'am'));
    await page.reload();
    const shown = await page
      .waitForFunction(() => document.documentElement.lang === 'am', undefined, { timeout: 7_500 })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  throw new Error('this PC did not switch to Amharic after two reloads');
}

/** Waits until the page has its data and its Amharic catalogs, with no loader left. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** Sets a user's language and calendar back to the defaults, whatever a journey did to them. */
export async function resetPreferences(baseUrl: string, email: string, password: string): Promise<void> {
  const api = await ApiClient.signIn(baseUrl, email, password);
  await api.call('PATCH', '/auth/me/preferences', { language: 'en', calendar: 'gregorian' });
}

export function assertNoEnglish(where: string, leftovers: string[]): void {
  assert.deepEqual(leftovers, [], `${where} still shows English: ${leftovers.join(', ')}`);
}

/** The Amharic the app shows for an English text of a namespace, read from its catalog. */
export function amharic(
  english: string,
  namespace: string,
  values: Record<string, string | number> = {},
): string {
  const catalog = JSON.parse(readFileSync(join(SRC, 'locales', 'am', `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const text = catalog[english];
  assert.ok(text, `the ${namespace} catalog has no "${english}"`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
