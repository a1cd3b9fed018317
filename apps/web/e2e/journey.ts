import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface JourneyContext {
  browser: Browser;
  baseUrl: string;
  /** A fresh browser context and page, already opened for this journey. */
  page: Page;
  context: BrowserContext;
  /** Another fresh context (another person signing in at the same time). */
  newPage: () => Promise<Page>;
  /** Saves apps/web/screenshots/{journey}-{name}.png. */
  screenshot: (name: string, page?: Page) => Promise<void>;
}

export interface Journey {
  name: string;
  run: (ctx: JourneyContext) => Promise<void>;
}
