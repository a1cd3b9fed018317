import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { signInCashier } from '../game-steps';
import type { Journey } from '../journey';
import { pdfText } from '../pdf-text';

const journeys: Journey[] = [
  {
    name: "cashier: 'Download Cards' makes the 17-page PDF of the 150 cards in the browser",
    run: async ({ page, baseUrl, screenshot }) => {
      await signInCashier(page, baseUrl);
      const button = page.getByRole('button', { name: 'Download Cards' });
      await button.waitFor();
      const started = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        button.click(),
      ]);
      const seconds = (Date.now() - started) / 1000;
      assert.equal(download.suggestedFilename(), 'bingo-cards.pdf');
      const file = await download.path();
      const pdf = readFileSync(file, 'latin1');
      const pages = pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
      assert.equal(pages, 17);
      const text = pdfText(file);
      assert.match(text, /BINGO CARD #1\b/);
      assert.match(text, /BINGO CARD #150\b/);
      assert.equal(text.match(/\bFREE\b/g)?.length, 150);
      await page.getByText('PDF generated successfully!').waitFor();
      console.log(
        `    card PDF: ${pages} pages, ${(pdf.length / 1024).toFixed(0)} KB, ${seconds.toFixed(2)} s from click to file`,
      );
      await screenshot('pdf-done');
    },
  },
];

export default journeys;
