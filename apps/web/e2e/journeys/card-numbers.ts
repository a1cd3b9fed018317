import assert from 'node:assert/strict';
import { getCard } from '@bingo/engine';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../accounts';
import type { Journey } from '../journey';
import { expectPath, signIn } from '../session';

const REFUSED = 'Enter a card number from 1 to 150';

/** Replaces a field's text key by key, as a cashier types a number from a player's paper card. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 30 });
}

/** The cells of a shown card, row by row, as the screen prints them ("FREE" for the centre). */
async function shownCells(page: Page, cardId: number) {
  const card = page.getByRole('group', { name: `Card ${cardId}`, exact: true });
  await card.getByText(`BINGO CARD #${cardId}`).waitFor();
  return card.locator('[data-cell]').allTextContents();
}

/** What the engine prints on that card, in the same order. */
const printedCells = (cardId: number) =>
  getCard(cardId)
    .rows.flat()
    .map((cell) => (cell === null ? 'FREE' : String(cell)));

const cardId = (page: Page) => new URL(page.url()).searchParams.get('id');

const journeys: Journey[] = [
  {
    name: 'cashier: card numbers typed key by key: "1,5", "151" and "0" are refused, never read as another card',
    run: async ({ page, baseUrl, screenshot }) => {
      await signIn(page, baseUrl, DEMO.Cashier.email, DEMO.Cashier.password);
      await expectPath(page, '/dashboard');

      await page.goto(`${baseUrl}/card?id=7`);
      await page.getByRole('heading', { name: 'Card Viewer' }).waitFor();
      const field = page.getByRole('textbox', { name: 'Card number' });
      assert.equal(await field.inputValue(), '7');
      assert.deepEqual(await shownCells(page, 7), printedCells(7));

      // Each key shows the card typed so far: "1" shows card 1, and the comma of "1,5" (cards 1 and 5)
      // is refused with the message instead of being dropped into card 15.
      await typeInto(field, '1,5');
      await page.getByText(REFUSED).waitFor();
      assert.equal(await field.inputValue(), '1.5');
      assert.equal(cardId(page), '1');
      assert.deepEqual(await shownCells(page, 1), printedCells(1));
      await screenshot('viewer-refused');

      // "151" passes through cards 1 and 15 and stops there; "0" and "-3" never leave it.
      for (const text of ['151', '0', '-3']) {
        await typeInto(field, text);
        await page.getByText(REFUSED).waitFor();
        assert.equal(cardId(page), '15', `"${text}" must leave card 15 on the screen`);
      }
      assert.deepEqual(await shownCells(page, 15), printedCells(15));

      await typeInto(field, '150');
      await page.waitForURL((url) => url.searchParams.get('id') === '150');
      assert.equal(await page.getByText(REFUSED).count(), 0);
      assert.deepEqual(await shownCells(page, 150), printedCells(150));
      assert.equal(await page.getByRole('button', { name: 'Next card' }).isDisabled(), true);

      await page.getByRole('button', { name: 'Previous card' }).click();
      await page.waitForURL((url) => url.searchParams.get('id') === '149');
      assert.equal(await field.inputValue(), '149');
      assert.deepEqual(await shownCells(page, 149), printedCells(149));

      // ENTER CARD on the card picker: the same refusals, then a typed card is selected.
      await page.goto(`${baseUrl}/play`);
      await page.getByRole('button', { name: 'Select Cards' }).click();
      await page.waitForURL((url) => url.pathname === '/select-cards');
      await page.getByRole('button', { name: 'ENTER CARD' }).click();
      const dialog = page.getByRole('dialog', { name: 'ENTER CARD' });
      const entry = dialog.getByRole('textbox', { name: 'Card number' });
      for (const text of ['1,5', '151', '7.0']) {
        await typeInto(entry, text);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await dialog.getByText(REFUSED).waitFor();
        assert.equal(
          await page.getByTestId('selected-count').textContent(),
          '0',
          `"${text}" must select nothing`,
        );
      }
      await typeInto(entry, '42');
      await entry.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.getByTestId('selected-count').textContent(), '1');
      assert.equal(
        await page.getByRole('button', { name: 'Card 42', exact: true }).getAttribute('aria-pressed'),
        'true',
      );
      await screenshot('picker-typed');
    },
  },
];

export default journeys;
