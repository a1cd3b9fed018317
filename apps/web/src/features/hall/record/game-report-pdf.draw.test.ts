import { sha256Hex } from '@bingo/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { makePdf } from '@/lib/pdf-text';
import { type DrawnText, drawnRows, recordingPdf, serveFilesFromDisk } from '@/test/recording-pdf';
import { endedAfter20Calls, offThePage, sampleGame } from '../testing/game-reports';
import { buildGameReport, GAME_REPORT_NAMESPACES } from './game-report-pdf';

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe('the game report, its draw', () => {
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
    expect(rows).toContain('Salt (none: a game from before salted commitments)');
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
