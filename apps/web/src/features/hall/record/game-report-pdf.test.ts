import type { GameRecord } from '@bingo/contracts';
import { ballLabel, createDrawOrder, drawCommitment, seededRandomInt, sha256Hex } from '@bingo/engine';
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
import { buildGameReport, GAME_REPORT_NAMESPACES } from './game-report-pdf';

/** The report's A4 portrait page and row height, in millimetres. */
const PAGE = { width: 210, height: 297, margin: 14 };
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const ROW = 5.2;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();

function sampleGame(cardCount: number, overrides: Partial<GameRecord> = {}): GameRecord {
  const cards = Array.from({ length: cardCount }, (_, i) => i + 1);
  return {
    id: '0f3c1a2b-1111-4222-8333-444455556666',
    cashierId: '1b2c3d4e-1111-4222-8333-444455556666',
    shopId: '2c3d4e5f-1111-4222-8333-444455556666',
    shopName: 'Piassa Hall',
    gameType: 1,
    gameTypeName: 'Any one line',
    typeIndex: 1,
    ratePercent: 20,
    cards,
    betAmount: 10,
    totalAmount: cardCount * 10,
    commission: cardCount * 2,
    prize: cardCount * 8,
    bonusWithinCalls: 5,
    bonusOffered: 0,
    bonusAwarded: 0,
    bonusType: 'None',
    commitment: 'c'.repeat(64),
    salt: 'ab'.repeat(32),
    drawOrder: null,
    status: 'won',
    outcome: 'Won',
    actualWin: cardCount * 8,
    lastCallRule: 'any',
    paused: false,
    callIntervalMs: 3000,
    released: 20,
    calls: Array.from({ length: 20 }, (_, i) => ({
      k: i + 1,
      number: i + 1,
      label: ballLabel(i + 1),
      calledAt: at(i),
    })),
    events: [],
    winningCall: 20,
    winners: [cardCount],
    prizeShare: null,
    endedAtCall: 20,
    stakesRefunded: false,
    endReason: null,
    lockedCards: [],
    claims: [
      {
        cardId: cardCount,
        calledCount: 20,
        won: true,
        firstWinCall: 20,
        late: false,
        locked: false,
        createdAt: at(21),
      },
    ],
    createdAt: at(0),
    finishedAt: at(21),
    ...overrides,
  } as GameRecord;
}

/** A won game that ended after 20 of its 75 balls, its order and salt public. */
function endedAfter20Calls(): GameRecord {
  const order = createDrawOrder(seededRandomInt(3));
  const salt = 'ab'.repeat(32);
  return sampleGame(10, {
    drawOrder: order,
    salt,
    commitment: drawCommitment(order, salt),
    calls: order
      .slice(0, 20)
      .map((number, i) => ({ k: i + 1, number, label: ballLabel(number), calledAt: at(i) })),
  });
}

/** '#1, #2, …, #n': the cards in play as the report lists them. */
const cardList = (count: number) => Array.from({ length: count }, (_, i) => `#${i + 1}`).join(', ');

/** The rows the report drew that do not fit between the margins of the page. */
const offThePage = (drawn: DrawnText[]) =>
  drawn.filter(
    (d) => d.x < PAGE.margin || d.x + d.width > RIGHT + 1e-6 || d.y < PAGE.margin || d.y + ROW > BOTTOM,
  );

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

  it('once the game has ended, prints the whole text its commitment hashes, though it ended after 20 calls', () => {
    const game = endedAfter20Calls();
    const { salt, drawOrder: order } = game;
    const drawn: DrawnText[] = [];
    buildGameReport(recordingPdf(drawn), game);
    expect(offThePage(drawn)).toEqual([]);
    const rows = drawnRows(drawn);
    const caption = rows.indexOf('Text hashed (SHA-256), its rows joined with nothing between them:');
    expect(caption).toBeGreaterThan(rows.indexOf(`Salt ${salt}`));
    const hashed = rows.slice(caption + 1, rows.indexOf('Ball order'));
    expect(hashed.length).toBeGreaterThan(1);
    expect(hashed.join('')).toBe(`${salt}:${order?.join(',')}`);
    // Broken after a comma, so that no number is cut in two between rows.
    expect(hashed.slice(0, -1).every((row) => row.endsWith(','))).toBe(true);
    expect(sha256Hex(hashed.join(''))).toBe(game.commitment);
  });

  it('says of an ended game from before salted commitments that it has no salt, and prints the order it hashed', () => {
    const salted = endedAfter20Calls();
    const order = salted.drawOrder ?? [];
    const game = { ...salted, salt: null, commitment: sha256Hex(order.join(',')) };
    const drawn: DrawnText[] = [];
    buildGameReport(recordingPdf(drawn), game);
    const rows = drawnRows(drawn);
    // Helvetica's own apostrophe: the report prints the curly one straight.
    expect(rows).toContain("Salt (none: this game's commitment hashes the order alone)");
    expect(rows).not.toContain('Salt (not revealed while the game runs)');
    const caption = rows.indexOf('Text hashed (SHA-256), its rows joined with nothing between them:');
    expect(sha256Hex(rows.slice(caption + 1, rows.indexOf('Ball order')).join(''))).toBe(game.commitment);
  });

  it('in Amharic, prints the text hashed under an Amharic caption, the text itself unchanged', async () => {
    serveFilesFromDisk();
    await useLocale.getState().setLanguage('am');
    const game = endedAfter20Calls();
    const drawn: DrawnText[] = [];
    await makePdf(GAME_REPORT_NAMESPACES, () => {
      drawn.length = 0;
      return buildGameReport(recordingPdf(drawn), game);
    });
    expect(offThePage(drawn)).toEqual([]);
    const rows = drawnRows(drawn);
    const caption = rows.indexOf('SHA-256 የተሰላበት ጽሑፍ፤ ረድፎቹን ያለ ምንም ክፍተት ያገናኙ፦');
    expect(caption).toBeGreaterThan(0);
    expect(rows.slice(caption + 1, rows.indexOf('የኳሶች ቅደም ተከተል')).join('')).toBe(
      `${game.salt}:${game.drawOrder?.join(',')}`,
    );
  });

  it('prints no order while the game runs, when neither it nor the salt is public', () => {
    const drawn: DrawnText[] = [];
    buildGameReport(
      recordingPdf(drawn),
      sampleGame(10, {
        status: 'running',
        outcome: 'Running',
        salt: null,
        drawOrder: null,
        finishedAt: null,
      }),
    );
    const rows = drawnRows(drawn);
    expect(rows).toContain('Salt (not revealed while the game runs)');
    expect(rows.filter((row) => row.startsWith('Text hashed'))).toEqual([]);
  });
});
