import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { GAME_API_ANSWERS, setUpGame, signInCashier, startGame, waitForCalls } from '../game-steps';
import type { Journey } from '../journey';

const THEMES = [
  ['theme1', 'red'],
  ['theme2', 'purple'],
  ['theme3', 'orange'],
] as const;

/** axe-core's contrast rule on the page as it stands: the number of failing nodes, printed. */
async function contrastViolations(page: Page, label: string): Promise<number> {
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const nodes = result.violations.flatMap((v) => v.nodes);
  console.log(
    `    axe ${label}: ${result.passes.flatMap((p) => p.nodes).length} contrast checks passed, ${nodes.length} violations, ${result.incomplete.flatMap((i) => i.nodes).length} undecidable (text over an image or gradient)`,
  );
  for (const node of nodes.slice(0, 5)) console.log(`      ${node.target.join(' ')}: ${node.failureSummary}`);
  return nodes.length;
}

/**
 * The display also at the spec's smallest screens: under 18.66 px the board's numbers and the last
 * five balls are small text, held to 4.5:1 (at 1366×850 they are large and pass at 3:1).
 */
const SMALL_SCREENS = [
  { width: 800, height: 600 },
  { width: 1024, height: 600 },
] as const;

/** axe's contrast rule on a display page at its own size, then at each small screen. */
async function displayViolations(page: Page, label: string): Promise<number> {
  let failures = await contrastViolations(page, label);
  const own = page.viewportSize();
  for (const size of SMALL_SCREENS) {
    await page.setViewportSize(size);
    failures += await contrastViolations(page, `${label} ${size.width}×${size.height}`);
  }
  if (own) await page.setViewportSize(own);
  return failures;
}

const journeys: Journey[] = [
  {
    name: 'themes: the console and the player display pass axe-core with no contrast violation in every theme',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async ({ page, baseUrl, screenshot }) => {
      page.on('dialog', (dialog) => void dialog.accept());
      await signInCashier(page, baseUrl);
      await setUpGame(page, baseUrl, 'Full house', '1 s', [21, 22, 23]);
      await startGame(page);
      await waitForCalls(page, 6);
      // The player display as a TV shows it through a display link: the same PlayerDisplay component.
      const link = await page.evaluate(async () => {
        const res = await fetch('/api/display-links', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${localStorage.getItem('token')}`,
            'Content-Type': 'application/json',
          },
          body: '{}',
        });
        return ((await res.json()) as { url: string }).url;
      });
      const display = await page.context().newPage();
      let failures = 0;
      for (const [theme, color] of THEMES) {
        await page.evaluate(
          ([t, c]: readonly [string, string]) => {
            localStorage.setItem('bingoTheme', t);
            localStorage.setItem('bingoButtonColor', c);
          },
          [theme, color] as const,
        );
        await page.reload();
        await page.getByTestId('game-screen').waitFor();
        await page.getByTestId('restored-notice').waitFor();
        failures += await contrastViolations(page, `${theme} console`);
        await screenshot(`${theme}-console`);

        // The display as the hall PC shows it: the second window the console opens for the TV.
        const [windowed] = await Promise.all([
          page.context().waitForEvent('page'),
          page.getByRole('button', { name: 'Open display' }).click(),
        ]);
        await windowed.getByTestId('player-display').waitFor();
        await windowed.waitForFunction(() => document.querySelectorAll('[data-called="true"]').length >= 6);
        failures += await displayViolations(windowed, `${theme} display window`);
        await windowed.close();

        await display.goto(link);
        await display.getByTestId('player-display').waitFor();
        await display.waitForFunction(() => document.querySelectorAll('[data-called="true"]').length >= 6);
        failures += await displayViolations(display, `${theme} display link`);
        await screenshot(`${theme}-display`, display);
      }
      assert.equal(failures, 0, 'contrast violations in the themes (see above)');
    },
  },
];

export default journeys;
