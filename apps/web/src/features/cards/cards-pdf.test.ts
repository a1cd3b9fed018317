import { defaultDeck } from '@bingo/engine';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { pageContent } from '@/test/recording-pdf';
import { buildCardsPdf } from './cards-pdf';

describe('buildCardsPdf', () => {
  it('lays the 150 printed cards out nine to an A4 portrait page: 17 pages', () => {
    const doc = buildCardsPdf(jsPDF, defaultDeck());
    expect(doc.getNumberOfPages()).toBe(17);
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(210);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(297);
    const text = pageContent(doc);
    expect(text).toContain('(BINGO CARD #1)');
    expect(text).toContain('(BINGO CARD #150)');
    expect(text.match(/\(FREE\)/g)).toHaveLength(150);
    const card1 = defaultDeck()[0];
    expect(text).toContain(`(${card1?.rows[0]?.[0]})`);
  });

  it('is written compressed: about 70 KB, not the 785 KB of its plain text', () => {
    const file = buildCardsPdf(jsPDF, defaultDeck()).output();
    expect(file).toContain('/Filter /FlateDecode');
    expect(file).not.toContain('(BINGO CARD #1)');
    expect(file.length).toBeLessThan(100 * 1024);
  });
});
