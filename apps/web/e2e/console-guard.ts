import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

/** An API answer of 400 or more that a journey provokes on purpose. */
export interface ExpectedApiError {
  status: number;
  /** The path under the site, e.g. '/api/auth/login'; a RegExp for paths with ids. */
  path: string | RegExp;
  method?: string;
}

const matches = (expected: ExpectedApiError, method: string, path: string, status: number) =>
  expected.status === status &&
  (expected.method === undefined || expected.method.toUpperCase() === method) &&
  (typeof expected.path === 'string'
    ? expected.path.toLowerCase() === path.toLowerCase()
    : expected.path.test(path));

/** Chromium words a failed load as 'Failed to load resource: the server responded with a status of 404 (...)'. */
const RESOURCE_STATUS = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Watches every page of a journey and lists what a clean run never shows: an uncaught error, a
 * console error, a request that failed, or an API answer of 400 or more that the journey did not
 * declare. A request the browser cancelled itself (a page left, a query aborted) is not a failure.
 */
export class ConsoleGuard {
  readonly problems: string[] = [];
  private readonly expected: ExpectedApiError[];

  constructor(expected: readonly ExpectedApiError[] = []) {
    this.expected = [...expected];
  }

  /** Also accept these answers from now on (a step that provokes them on purpose). */
  expect(...more: ExpectedApiError[]): void {
    this.expected.push(...more);
  }

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private isExpected(method: string, url: string, status: number): boolean {
    const { pathname } = new URL(url);
    return this.expected.some((e) => matches(e, method, pathname, status));
  }

  private watchPage(page: Page): void {
    page.on('pageerror', (error) => this.problems.push(`page error on ${page.url()}: ${error.message}`));
    page.on('console', (message) => this.onConsole(page, message));
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.onResponse(response));
  }

  private onConsole(page: Page, message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const status = RESOURCE_STATUS.exec(text)?.[1];
    const url = message.location().url;
    // The answer itself is judged in onResponse (with its method); its console echo adds nothing.
    if (status && url && new URL(url).pathname.startsWith('/api/')) return;
    this.problems.push(`console error on ${page.url()}: ${text}${url ? ` (${url})` : ''}`);
  }

  private onRequestFailed(request: Request): void {
    const reason = request.failure()?.errorText ?? 'unknown';
    if (reason === 'net::ERR_ABORTED') return;
    this.problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  }

  private onResponse(response: Response): void {
    const status = response.status();
    const url = response.url();
    if (status < 400 || !new URL(url).pathname.startsWith('/api/')) return;
    const method = response.request().method();
    if (this.isExpected(method, url, status)) return;
    this.problems.push(`unexpected ${status} from ${method} ${new URL(url).pathname}`);
  }

  /** The problems seen so far, forgetting them (for a step that breaks the page on purpose). */
  take(): string[] {
    return this.problems.splice(0);
  }

  /** Throws with every problem seen, if any. */
  check(): void {
    if (this.problems.length === 0) return;
    throw new Error(`The browser was not clean:\n  - ${this.problems.join('\n  - ')}`);
  }
}
