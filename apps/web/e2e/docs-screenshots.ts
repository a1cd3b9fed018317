import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const WEB_ROOT = resolve(import.meta.dirname, '..');

/**
 * Where the pictures the docs show are written: the committed docs/screenshots only when
 * UPDATE_DOCS_SCREENSHOTS=1, else beside the harness's own (git-ignored), so a test run never leaves
 * the committed pictures changed by a clock or an amount.
 */
export function docsScreenshotDir(): string {
  const dir =
    process.env.UPDATE_DOCS_SCREENSHOTS === '1'
      ? resolve(WEB_ROOT, '..', '..', 'docs', 'screenshots')
      : join(WEB_ROOT, 'screenshots', 'docs');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A picture for the docs: `{name}.png` in docsScreenshotDir(). */
export async function docsScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: join(docsScreenshotDir(), `${name}.png`), fullPage });
}
