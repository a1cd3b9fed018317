import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Signs in through the login screen and waits to leave it. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'BINGO DASHBOARD' }).waitFor();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 });
}

/** The path after the app has settled (client redirects done). */
export async function settledPath(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === expected, { timeout: 15_000 }).catch(() => undefined);
  assert.equal(new URL(page.url()).pathname, expected);
}
