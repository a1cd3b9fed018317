import { defaultDeck } from '@bingo/engine';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { buildCardsPdf } from './cards-pdf';

describe('buildCardsPdf', () => {
  it('lays the 150 printed cards out nine to an A4 portrait page: 17 pages', () => {
    const doc = buildCardsPdf(jsPDF, defaultDeck());
    expect(doc.getNumberOfPages()).toBe(17);
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(210);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(297);
    const text = doc.output();
    expect(text).toContain('(BINGO CARD #1)');
    expect(text).toContain('(BINGO CARD #150)');
    expect(text.match(/\(FREE\)/g)).toHaveLength(150);
    const card1 = defaultDeck()[0];
    expect(text).toContain(`(${card1?.rows[0]?.[0]})`);
  });
});
