import assert from 'node:assert/strict';
import { chooseOption, setUpGame, signInCashier } from '../game-steps';
import type { Journey } from '../journey';

const journeys: Journey[] = [
  {
    name: 'cashier: theme and voice settings apply at once and the game preloads that voice',
    run: async ({ page, baseUrl, screenshot }) => {
      await signInCashier(page, baseUrl);
      await page.goto(`${baseUrl}/cashier/settings`);
      await page.getByRole('heading', { name: 'Theme Settings' }).waitFor();
      await chooseOption(page, 'Select Theme', 'Theme 2');
      const stored = await page.evaluate(() => [
        localStorage.getItem('bingoTheme'),
        localStorage.getItem('bingoButtonColor'),
      ]);
      assert.deepEqual(stored, ['theme2', 'purple']);
      const pageBackground = await page
        .getByTestId('themed-page')
        .evaluate((el) => getComputedStyle(el).backgroundImage);
      assert.match(pageBackground, /rgb\(248, 240, 252\)/);
      await chooseOption(page, 'Caller voice', 'English');
      assert.equal(await page.evaluate(() => localStorage.getItem('bingoLanguage')), 'English');
      await screenshot('theme-2');

      // The play paths take the theme's own dark background.
      await page.goto(`${baseUrl}/play`);
      const playBackground = await page
        .getByTestId('themed-page')
        .evaluate((el) => getComputedStyle(el).backgroundImage);
      assert.match(playBackground, /rgb\(95, 42, 145\)/);

      // The game screen fetches the whole English pack before Start.
      const audio = new Map<string, number>();
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/audio/')) audio.set(path, r.status());
      });
      await setUpGame(page, baseUrl, 'Default any line', '5 s', [1, 2]);
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/audio/')).length >= 80,
      );
      const english = [...audio].filter(([path]) => path.startsWith('/audio/english/male/'));
      assert.equal(english.length, 80);
      assert.ok(english.every(([, status]) => status === 200 || status === 304));
      assert.ok(english.some(([path]) => path.endsWith('/p_75.mp3')));
      assert.ok(english.some(([path]) => path.endsWith('/shuffle.mp3')));
      await screenshot('game-theme-2');
    },
  },
];

export default journeys;
