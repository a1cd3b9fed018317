import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ConsoleGuard, ExpectedApiError } from './console-guard';

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
  /** Fails the journey on any console error or failed request; `guard.expect()` allows one more answer. */
  guard: ConsoleGuard;
}

export interface Journey {
  name: string;
  /** API answers of 400 or more this journey provokes on purpose; any other one fails it. */
  expectedApiErrors?: ExpectedApiError[];
  /** It makes records and then reads "today": it does not start near the hall's midnight. */
  readsToday?: boolean;
  run: (ctx: JourneyContext) => Promise<void>;
}
