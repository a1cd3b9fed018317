import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { ConsoleGuard } from './console-guard';
import { clearOfHallMidnight } from './hall-day';
import type { Journey, JourneyContext } from './journey';
import { startServer } from './server';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const SCREENSHOTS = join(WEB_ROOT, 'screenshots');
const JOURNEYS = join(import.meta.dirname, 'journeys');
const JOURNEY_TIMEOUT_MS = 180_000;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function loadJourneys(filter: string | undefined): Promise<Journey[]> {
  const files = readdirSync(JOURNEYS)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const journeys: Journey[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(JOURNEYS, file)).href)) as { default?: unknown };
    if (!Array.isArray(module.default)) {
      console.warn(`journeys/${file} has no default export of journeys; skipped`);
      continue;
    }
    journeys.push(...(module.default as Journey[]));
  }
  return filter ? journeys.filter((j) => j.name.includes(filter)) : journeys;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function runJourney(browser: Browser, baseUrl: string, journey: Journey): Promise<void> {
  // No journey outlives its timeout, so one that starts this far from midnight ends on the same day.
  if (journey.readsToday) await clearOfHallMidnight(JOURNEY_TIMEOUT_MS);
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
  const guard = new ConsoleGuard(journey.expectedApiErrors);
  const open = async () => {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 850 },
      acceptDownloads: true,
    });
    context.setDefaultTimeout(15_000);
    guard.watch(context);
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
  const { context, page } = await open();
  const screenshot = async (name: string, target = page) => {
    await target.screenshot({
      path: join(SCREENSHOTS, `${slug(journey.name)}-${slug(name)}.png`),
      fullPage: true,
    });
  };
  const ctx: JourneyContext = {
    browser,
    baseUrl,
    page,
    context,
    newPage: async () => (await open()).page,
    screenshot,
    guard,
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      journey.run(ctx),
      new Promise((_, fail) => {
        timer = setTimeout(
          () => fail(new Error(`timed out after ${JOURNEY_TIMEOUT_MS / 1000} s`)),
          JOURNEY_TIMEOUT_MS,
        );
      }),
    ]);
    guard.check();
  } catch (error) {
    await screenshot('failure').catch(() => undefined);
    if (guard.problems.length > 0 && error instanceof Error && !error.message.includes('not clean')) {
      error.message += `\nThe browser also saw:\n  - ${guard.problems.join('\n  - ')}`;
    }
    throw error;
  } finally {
    clearTimeout(timer);
    for (const c of contexts) await c.close().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  const filter = process.argv[2];
  // A full run starts from an empty folder, so every screenshot left is from this run.
  if (!filter) rmSync(SCREENSHOTS, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const journeys = await loadJourneys(filter);
  const server = await startServer();
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  try {
    console.log(`Server on ${server.baseUrl}; ${journeys.length} journeys`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    for (const journey of journeys) {
      const started = Date.now();
      try {
        await runJourney(browser, server.baseUrl, journey);
        passed++;
        console.log(`  ✓ ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed++;
        console.log(
          `  ✗ ${journey.name}\n    ${String((error as Error)?.stack ?? error).replace(/\n/g, '\n    ')}`,
        );
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
  if (failed > 0) console.log(`\nServer output:\n${server.output().slice(-4000)}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
