import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Shift } from '@bingo/contracts';
import { ApiClient, birr } from '../api';
import { hallDay } from '../hall-day';
import type { Journey } from '../journey';
import { pdfText } from '../pdf-text';
import { expectPath, signIn } from '../session';
import { closeOpenShift } from '../shift-helpers';

// A demo cashier and its agent that no other journey plays with.
const ADAMA_CASHIER = { email: 'cashier3@bingo.et', password: 'cashier123', name: 'Kidist Worku' };
const ITS_AGENT = { email: 'agent2@bingo.et', password: 'agent123' };

const OPENING_FLOAT = 1500;
const SHORT_BY = 100;

const journeys: Journey[] = [
  {
    name: 'shifts: a cashier opens a shift, plays two games, refunds one, closes short, and the agent sees the flag and prints the day',
    readsToday: true,
    run: async ({ page, baseUrl, newPage, screenshot }) => {
      const api = await ApiClient.signIn(baseUrl, ADAMA_CASHIER.email, ADAMA_CASHIER.password);
      await closeOpenShift(api);
      await signIn(page, baseUrl, ADAMA_CASHIER.email, ADAMA_CASHIER.password);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shift' }).click();
      await expectPath(page, '/shift');
      await page.getByRole('heading', { name: 'No open shift' }).waitFor();

      // Open with the counted float, in one dialog.
      await page.getByRole('button', { name: 'Open Shift' }).click();
      const dialog = page.getByRole('form', { name: 'Open Shift' });
      await dialog
        .getByRole('textbox', { name: 'Cash counted in the drawer (Br)' })
        .fill(String(OPENING_FLOAT));
      await dialog.getByRole('button', { name: 'Open Shift' }).click();
      await page.getByRole('heading', { name: 'Shift open' }).waitFor();

      // Two games sold and abandoned through the API; the second one's stakes went back to the players.
      await api.sellClosedGame({ gameType: 0, typeIndex: 2, cards: [3, 14, 27], betAmount: 20 });
      await api.sellClosedGame(
        { gameType: 1, typeIndex: 2, cards: [5, 9], betAmount: 25 },
        { refunded: true },
      );
      const { shift } = await api.call<{ shift: Shift }>('GET', '/shifts/current');
      const f = shift.figures;
      assert.equal(f.games, 2);
      assert.equal(f.cards, 5);
      assert.equal(f.stakes, 110);
      assert.equal(f.refunds, 50);
      assert.equal(f.openingFloat, OPENING_FLOAT);
      // The formula, on the server's own figures.
      assert.equal(
        Math.round(f.expectedCash * 100),
        Math.round((f.openingFloat + f.stakes - f.prizes - f.bonuses - f.refunds) * 100),
      );

      // Close short: the breakdown and the difference come before the confirmation.
      await page.reload();
      const panel = page.getByLabel('Open shift');
      await panel.getByRole('cell', { name: birr(110), exact: true }).waitFor();
      const counted = Math.round((f.expectedCash - SHORT_BY) * 100) / 100;
      await page.getByRole('textbox', { name: 'Cash counted at closing (Br)' }).fill(String(counted));
      await page.getByRole('button', { name: 'Review Close' }).click();
      const preview = page.getByLabel('Close preview');
      await preview.getByRole('cell', { name: 'Short', exact: true }).waitFor();
      await preview.getByRole('cell', { name: birr(-SHORT_BY), exact: true }).waitFor();
      await preview.getByRole('cell', { name: birr(f.expectedCash), exact: true }).waitFor();
      await screenshot('close-preview');
      await page.getByRole('checkbox', { name: 'Hand the counted cash over to the next shift' }).check();
      await page.getByRole('button', { name: 'Confirm Close' }).click();
      await page.getByText('Shift closed').waitFor();
      await page.getByRole('heading', { name: 'No open shift' }).waitFor();
      const closed = await api.call<Shift>('GET', `/shifts/${shift.id}`);
      assert.equal(closed.status, 'Closed');
      assert.equal(closed.overShort, -SHORT_BY);
      assert.equal(closed.handover, true);

      // Handover: the next shift starts from the counted cash, shown beside its own count.
      await page.getByRole('button', { name: 'Open Shift' }).click();
      const next = page.getByRole('form', { name: 'Open Shift' });
      await next.getByLabel('Handover').getByText(`Handed over by ${ADAMA_CASHIER.name}`).waitFor();
      const float = next.getByRole('textbox', { name: 'Cash counted in the drawer (Br)' });
      assert.equal(await float.inputValue(), counted.toLocaleString('en-US'));
      await float.fill(String(counted - 2));
      await next
        .getByLabel('Handover')
        .getByText(birr(counted - 2))
        .waitFor();
      await next.getByRole('button', { name: 'Open Shift' }).click();
      const handedOver = page.getByLabel('Open shift').getByLabel('Handover');
      await handedOver.getByText(birr(counted)).waitFor();
      await handedOver.getByText(birr(counted - 2)).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await screenshot('handover');
      const { shift: second } = await api.call<{ shift: Shift }>('GET', '/shifts/current');
      assert.equal(second.handedOverCash, counted);

      // The agent's day: the shift the cashier left open is closed from the table, with the count
      // typed as a person does; then the flag, then the printable report.
      const agentPage = await newPage();
      await signIn(agentPage, baseUrl, ITS_AGENT.email, ITS_AGENT.password);
      await agentPage
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Shifts' })
        .click();
      await expectPath(agentPage, '/shifts');
      await agentPage.getByRole('button', { name: `Close the shift of ${ADAMA_CASHIER.name}` }).click();
      const closing = agentPage.getByRole('dialog', { name: 'Close Shift' });
      await closing
        .getByRole('textbox', { name: 'Cash counted at closing (Br)' })
        .pressSequentially(String(second.figures.expectedCash));
      await closing.getByRole('button', { name: 'Review Close' }).click();
      await closing.getByRole('button', { name: 'Confirm Close' }).click();
      await closing.waitFor({ state: 'hidden' });
      const agentClosed = await api.call<Shift>('GET', `/shifts/${second.id}`);
      assert.equal(agentClosed.status, 'Closed');
      assert.equal(agentClosed.countedCash, second.figures.expectedCash);
      await agentPage.getByRole('button', { name: `Close the shift of ${ADAMA_CASHIER.name}` }).waitFor({
        state: 'detached',
      });
      const table = agentPage.getByRole('table', { name: 'Shifts' });
      const row = table.locator('tbody tr', { hasText: 'Over/short beyond threshold' });
      await row.getByText(ADAMA_CASHIER.name).waitFor();
      await row.getByText('Over/short beyond threshold').waitFor();
      await row.getByRole('cell', { name: birr(-SHORT_BY), exact: true }).waitFor();
      await screenshot('agent-day', agentPage);

      const started = Date.now();
      const [download] = await Promise.all([
        agentPage.waitForEvent('download', { timeout: 60_000 }),
        agentPage.getByRole('button', { name: 'Day Report (PDF)' }).click(),
      ]);
      const seconds = (Date.now() - started) / 1000;
      assert.equal(download.suggestedFilename(), `end-of-day-${hallDay()}.pdf`);
      const file = await download.path();
      const pages = readFileSync(file, 'latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
      assert.ok(pages >= 1);
      const pdf = pdfText(file);
      for (const text of [
        'End-of-day report',
        ADAMA_CASHIER.name,
        'Short',
        birr(-SHORT_BY),
        birr(f.expectedCash),
        birr(110),
        birr(50),
        'Flags: Over/short beyond threshold',
      ]) {
        assert.ok(pdf.includes(text), `the PDF lacks "${text}":\n${pdf}`);
      }

      const [csv] = await Promise.all([
        agentPage.waitForEvent('download'),
        agentPage.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      assert.equal(csv.suggestedFilename(), `end-of-day-${hallDay()}.csv`);
      const lines = readFileSync(await csv.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      const line = lines.find(
        (l) => l.startsWith(ADAMA_CASHIER.name) && l.includes(`,${OPENING_FLOAT},110,`),
      );
      assert.ok(line?.includes(`,${OPENING_FLOAT},110,`), line);
      assert.ok(line?.includes(',50,'), line);
      assert.ok(line?.includes(`,${-SHORT_BY},0,Over/short beyond threshold`), line);
      console.log(
        `    day report PDF: ${pages} page(s), ${(pdf.length / 1024).toFixed(0)} KB, ${seconds.toFixed(2)} s from click to file; ` +
          `shift: ${f.games} games, stakes ${birr(f.stakes)}, prizes ${birr(f.prizes)}, expected ${birr(f.expectedCash)}, ` +
          `counted ${birr(counted)}, over/short ${birr(-SHORT_BY)}`,
      );
    },
  },
];

export default journeys;
