import type { GameRecord } from '@bingo/contracts';
import { ballLabel } from '@bingo/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { ETHIOPIC_FONT, makePdf } from '@/lib/pdf-text';
import {
  type DrawnText,
  drawnRows,
  pageContent,
  recordingPdf,
  serveFilesFromDisk,
} from '@/test/recording-pdf';
import { at, offThePage, PAGE, ROW, sampleGame } from '../testing/game-reports';
import { buildGameReport, GAME_REPORT_NAMESPACES } from './game-report-pdf';

/** '#1, #2, …, #n': the cards in play as the report lists them. */
const cardList = (count: number) => Array.from({ length: count }, (_, i) => `#${i + 1}`).join(', ');

afterEach(async () => {
  vi.unstubAllGlobals();
  useLocale.getState().setCalendar('gregorian');
  await useLocale.getState().setLanguage('en');
});

describe('the game report', () => {
  // First in the file: the Ethiopic font, once fetched, stays for the page's life.
  it('in English with the Ethiopian calendar, fetches and embeds the Ethiopic font for the dates, the words staying in Helvetica', async () => {
    const fetch = serveFilesFromDisk();
    useLocale.getState().setCalendar('ethiopic');
    const drawn: DrawnText[] = [];
    const doc = await makePdf(['pdf', 'hall'], () => {
      drawn.length = 0;
      return buildGameReport(recordingPdf(drawn), sampleGame(10));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const output = doc.output();
    expect(output).toContain(`/BaseFont /${ETHIOPIC_FONT}`);
    // Helvetica re-encodes a line it cannot draw as two-byte text: '\0S\0t\0a…'.
    expect(pageContent(doc)).not.toContain('\u0000');
    expect(pageContent(doc)).toContain('(Started ');

    const started = drawn.find((d) => d.text.startsWith('Started '));
    const row = drawn.filter((d) => d.y === started?.y && d.page === started?.page);
    // Nov 23, 2026 is 14 Hidar 2019: the month (and the time of day) in the Ethiopic font, the rest in
    // Helvetica.
    expect(row.map((d) => d.text).join('')).toMatch(/^Started 14 ኅዳር 2019 .+, ended 14 ኅዳር 2019 /);
    expect(row.find((d) => d.text.startsWith('ኅዳር'))?.font).toBe(ETHIOPIC_FONT);
    expect(row.every((d) => (d.font === ETHIOPIC_FONT) === /[\u1200-\u139F]/.test(d.text))).toBe(true);
    expect(drawn.filter((d) => d.font !== ETHIOPIC_FONT && /[\u1200-\u139F]/.test(d.text))).toEqual([]);
    expect(drawn.find((d) => d.text === 'Bingo game report')?.font).toBe('helvetica');
  });

  it("says whether an abandoned game's stakes were handed back, and nothing of it for a won game", () => {
    const rows = (game: GameRecord) => {
      const drawn: DrawnText[] = [];
      buildGameReport(recordingPdf(drawn), game);
      return drawnRows(drawn).filter((row) => /^(Stakes|Abandoned)/.test(row));
    };
    const abandoned: Partial<GameRecord> = {
      status: 'abandoned',
      outcome: 'Abandoned',
      winners: [],
      winningCall: null,
    };
    expect(rows(sampleGame(3, { ...abandoned, stakesRefunded: true }))).toEqual([
      'Stakes handed back 30.00 Br',
    ]);
    expect(rows(sampleGame(3, { ...abandoned, stakesRefunded: false }))).toEqual(['Stakes not handed back']);
    // Ended by the manager's deactivation of the cashier: nobody recorded whether cash went back.
    expect(rows(sampleGame(3, { ...abandoned, endReason: 'CashierDeactivated' }))).toEqual([
      'Abandoned when the cashier was deactivated: whether the stakes went back is not recorded',
    ]);
    expect(rows(sampleGame(3))).toEqual([]);
  });

  it('in English and the Gregorian calendar, stays in Helvetica without the Ethiopic font', () => {
    const drawn: DrawnText[] = [];
    const doc = buildGameReport(recordingPdf(drawn), sampleGame(10));
    expect(doc.output()).not.toContain(ETHIOPIC_FONT);
    // Written compressed: the page's text is not in the file as it is.
    expect(doc.output()).toContain('/Filter /FlateDecode');
    expect(doc.output()).not.toContain('(Bingo game report)');
    expect(new Set(drawn.map((d) => d.font))).toEqual(new Set(['helvetica']));
    expect(pageContent(doc)).toContain('(Started Nov 23, 2026, 11:00 AM, ended Nov 23, 2026, 11:21 AM)');
  });

  it.each([60, 150])('lists all %i cards in play, wrapped onto rows within the page', (count) => {
    const drawn: DrawnText[] = [];
    const doc = buildGameReport(recordingPdf(drawn), sampleGame(count));
    expect(pageContent(doc)).toContain(`#${count})`);
    expect(drawnRows(drawn).join(' ')).toContain(`Cards ${count} (${cardList(count)}) at 10.00 Br`);
    expect(offThePage(drawn)).toEqual([]);
    const cardRows = drawn.filter((d) => /#\d+,/.test(d.text) && !d.text.startsWith('Won'));
    expect(cardRows.length).toBeGreaterThan(count === 60 ? 2 : 6);
    // One row under the other, a row's height apart.
    for (const [i, row] of cardRows.slice(1).entries()) {
      expect(row.y - (cardRows[i]?.y ?? 0)).toBeCloseTo(ROW, 5);
    }
  });

  it('runs onto more pages, each row within the page, and every row of a long line is printed', () => {
    const drawn: DrawnText[] = [];
    const claims = Array.from({ length: 150 }, (_, i) => ({
      cardId: i + 1,
      calledCount: 20,
      won: false,
      firstWinCall: null,
      late: false,
      locked: true,
      createdAt: at(21),
    }));
    // 150 winners sharing the prize: a long line near the top, then 75 calls and 150 claims.
    const calls = Array.from({ length: 75 }, (_, i) => ({
      k: i + 1,
      number: i + 1,
      label: ballLabel(i + 1),
      calledAt: at(i),
    }));
    const game = sampleGame(150, { calls, claims, winners: Array.from({ length: 150 }, (_, i) => i + 1) });
    const doc = buildGameReport(recordingPdf(drawn), game);
    expect(doc.getNumberOfPages()).toBeGreaterThanOrEqual(3);
    expect(offThePage(drawn)).toEqual([]);
    const text = drawnRows(drawn).join(' ');
    expect(text).toContain(`Won at call 20 by ${cardList(150)}`);
    expect(text).toContain('75. O75  ');
    expect(text).toContain('Card #150 at call 20: Lost, locked');
    // Rows go down each page without overlapping, and each new page starts at its top margin.
    drawn.slice(1).forEach((row, i) => {
      const before = drawn[i] as DrawnText;
      if (row.page === before.page) expect(row.y).toBeGreaterThan(before.y);
      else {
        expect(row.page).toBe(before.page + 1);
        expect(row.y).toBe(PAGE.margin);
      }
    });
  });

  it('in Amharic, lists the 150 cards on rows measured in both fonts, within the page', async () => {
    serveFilesFromDisk();
    await useLocale.getState().setLanguage('am');
    const drawn: DrawnText[] = [];
    await makePdf(GAME_REPORT_NAMESPACES, () => {
      drawn.length = 0;
      return buildGameReport(recordingPdf(drawn), sampleGame(150));
    });
    expect(drawnRows(drawn).join(' ')).toContain(`ካርዶች 150 (${cardList(150)})፣ በካርድ 10.00 ብር`);
    expect(offThePage(drawn)).toEqual([]);
    expect(drawn.filter((d) => d.font !== ETHIOPIC_FONT && /[\u1200-\u139F]/.test(d.text))).toEqual([]);
  });

  it('in Amharic, names the bonus type as the replay screen does', async () => {
    serveFilesFromDisk();
    await useLocale.getState().setLanguage('am');
    const drawn: DrawnText[] = [];
    await makePdf(GAME_REPORT_NAMESPACES, () => {
      drawn.length = 0;
      const won = sampleGame(10, { bonusOffered: 500, bonusAwarded: 500, bonusType: 'Within 5 calls' });
      return buildGameReport(recordingPdf(drawn), won);
    });
    const rows = drawnRows(drawn).join(' ');
    expect(rows).not.toContain('Within 5 calls');
    expect(rows).toContain('(በ5 ጥሪዎች ውስጥ)');
  });
});
