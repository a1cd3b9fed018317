import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Shift } from '@bingo/contracts';
import { amharic, resetPreferences } from '../amharic';
import { ApiClient } from '../api';
import { docsScreenshot, docsScreenshotDir } from '../docs-screenshots';
import { GAME_API_ANSWERS, waitForCalls } from '../game-steps';
import type { Journey } from '../journey';
import { pdfText } from '../pdf-text';
import { expectPath, signIn } from '../session';
import { ensureOpenShift } from '../shift-helpers';

// A demo cashier whose sales and screens no English journey counts or reads.
const BOLE = { email: 'cashier2@bingo.et', password: 'cashier123' };

/** Words of the shift report that must come out of the PDF in Amharic. */
const PDF_WORDS = ['ፈረቃ', 'ብር'];

const journeys: Journey[] = [
  {
    name: 'amharic: a cashier switches to Amharic, plays a game, and the shift PDF is in Amharic',
    expectedApiErrors: GAME_API_ANSWERS,
    run: async ({ page, baseUrl, screenshot }) => {
      const api = await ApiClient.signIn(baseUrl, BOLE.email, BOLE.password);
      await api.endRunningGame();
      await ensureOpenShift(api);
      try {
        await signIn(page, baseUrl, BOLE.email, BOLE.password);
        await expectPath(page, '/dashboard');

        // The header's switch: the screens change at once and the account keeps the choice.
        await page.getByRole('banner').getByText('አማርኛ', { exact: true }).click();
        await page.getByRole('heading', { name: amharic('Cashier Dashboard', 'common') }).waitFor();
        await page.waitForLoadState('networkidle');
        const me = await api.call<{ language: string }>('GET', '/auth/me');
        assert.equal(me.language, 'am');
        await docsScreenshot(page, 'amharic-dashboard', true);

        // A game set up and played in Amharic.
        await page.goto(`${baseUrl}/play`);
        await page.getByRole('radio', { name: amharic('Any one line', 'hall') }).click();
        await page.getByRole('button', { name: amharic('Select Cards', 'routes') }).click();
        await page.waitForURL((url) => url.pathname === '/select-cards');
        for (const id of [7, 21, 64]) {
          await page
            .getByRole('button', { name: amharic('Card {{number}}', 'hall', { number: id }), exact: true })
            .click();
        }
        await page.getByRole('button', { name: amharic('PLAY', 'routes') }).click();
        await page.waitForURL((url) => url.pathname === '/game');
        await page.getByRole('button', { name: amharic('Start', 'hall') }).click();
        await waitForCalls(page, 3);
        await docsScreenshot(page, 'amharic-game');
        await screenshot('game');
        await api.endRunningGame();

        // The shift closed in Amharic, then its report as a PDF, read back as text.
        // Counted as expected, so the shift raises no flag on its agent's day.
        const { shift } = await api.call<{ shift: Shift }>('GET', '/shifts/current');
        await page.goto(`${baseUrl}/shift`);
        await page
          .getByRole('textbox', { name: amharic('Cash counted at closing (Br)', 'shifts') })
          .fill(String(shift.figures.expectedCash));
        await page.getByRole('button', { name: amharic('Review Close', 'shifts') }).click();
        await page.getByRole('button', { name: amharic('Confirm Close', 'shifts') }).click();
        await page.getByText(amharic('Shift closed', 'shifts'), { exact: true }).waitFor();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 60_000 }),
          page
            .getByRole('button', { name: amharic('Download PDF', 'shifts') })
            .first()
            .click(),
        ]);
        const file = await download.path();
        const text = pdfText(file);
        for (const word of PDF_WORDS)
          assert.ok(text.includes(word), `the PDF's text lacks ${word}:\n${text}`);
        assert.ok(/\d+\.\d{2} ብር/.test(text), `the PDF's amounts are not in ብር:\n${text}`);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '80',
          '-f',
          '1',
          '-l',
          '1',
          '-singlefile',
          file,
          join(docsScreenshotDir(), 'amharic-shift-pdf'),
        ]);
        console.log(
          `    shift PDF in Amharic: ${text
            .split('\n')
            .find((l) => l.includes('ፈረቃ'))
            ?.trim()}`,
        );
      } finally {
        await api.endRunningGame();
        await resetPreferences(baseUrl, BOLE.email, BOLE.password);
      }
    },
  },
];

export default journeys;
