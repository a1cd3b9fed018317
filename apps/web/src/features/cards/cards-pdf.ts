// i18n-namespace: pdf
import type { Card } from '@bingo/engine';
import type { jsPDF as JsPdf } from 'jspdf';
import { i18n } from '@/i18n/i18n';
import { makePdf, newA4, writeText } from '@/lib/pdf-text';

export const CARDS_PDF_FILE = 'bingo-cards.pdf';
export const PDF_SUCCESS = 'PDF generated successfully!';
export const PDF_ERROR = 'Error generating PDF. Please try again.';

const LETTERS = ['B', 'I', 'N', 'G', 'O'];

/** A4 portrait in millimetres, 3 × 3 cards per page. */
const PAGE = { width: 210, height: 297, margin: 12 } as const;
const PER_ROW = 3;
const PER_PAGE = PER_ROW * PER_ROW;
const SLOT_WIDTH = (PAGE.width - 2 * PAGE.margin) / PER_ROW;
const SLOT_HEIGHT = (PAGE.height - 2 * PAGE.margin) / PER_ROW;
const CELL = 11;
const TITLE_HEIGHT = 8;
const GRID = CELL * 5;
const CARD_HEIGHT = TITLE_HEIGHT + CELL + GRID;

/** The hall's red, for the title and the B I N G O header band. */
const RED: [number, number, number] = [200, 27, 41];

function drawCard(doc: JsPdf, card: Card, left: number, top: number): void {
  const t = i18n.getFixedT(null, 'pdf');
  const x0 = left + (SLOT_WIDTH - GRID) / 2;
  const y0 = top + (SLOT_HEIGHT - CARD_HEIGHT) / 2;
  const centreX = x0 + GRID / 2;

  doc.setTextColor(...RED);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  writeText(doc, t('BINGO CARD #{{id}}', { id: card.id }), centreX, y0 + TITLE_HEIGHT / 2, {
    align: 'center',
    baseline: 'middle',
  });

  const headerY = y0 + TITLE_HEIGHT;
  doc.setFillColor(...RED);
  doc.rect(x0, headerY, GRID, CELL, 'F');
  doc.setTextColor(255, 255, 255);
  doc.setFontSize(16);
  LETTERS.forEach((letter, c) => {
    doc.text(letter, x0 + c * CELL + CELL / 2, headerY + CELL / 2, { align: 'center', baseline: 'middle' });
  });

  const gridY = headerY + CELL;
  doc.setDrawColor(40, 40, 40);
  doc.setLineWidth(0.3);
  doc.setTextColor(20, 20, 20);
  card.rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      const x = x0 + c * CELL;
      const y = gridY + r * CELL;
      if (cell === null) {
        doc.setFillColor(230, 230, 230);
        doc.rect(x, y, CELL, CELL, 'FD');
        doc.setFontSize(9);
        writeText(doc, t('FREE'), x + CELL / 2, y + CELL / 2, { align: 'center', baseline: 'middle' });
      } else {
        doc.rect(x, y, CELL, CELL, 'S');
        doc.setFontSize(15);
        doc.text(String(cell), x + CELL / 2, y + CELL / 2, { align: 'center', baseline: 'middle' });
      }
    });
  });
  doc.setLineWidth(0.6);
  doc.rect(x0, headerY, GRID, CELL + GRID, 'S');
}

/**
 * Lays the cards out in order, nine to an A4 page (150 cards make 17 pages), their words in the
 * viewer's language (built through `makePdf()`, which loads their words and, when needed, the Ethiopic font).
 */
export function buildCardsPdf(JsPdfClass: typeof JsPdf, cards: readonly Card[]): JsPdf {
  const t = i18n.getFixedT(null, 'pdf');
  // Compressed: the 150 cards come to about 70 KB instead of 785 KB.
  const doc = newA4(JsPdfClass, 'portrait');
  doc.setProperties({ title: t('Bingo cards'), subject: t('Cards 1 to {{last}}', { last: cards.length }) });
  cards.forEach((card, i) => {
    const slot = i % PER_PAGE;
    if (i > 0 && slot === 0) doc.addPage('a4', 'portrait');
    const left = PAGE.margin + (slot % PER_ROW) * SLOT_WIDTH;
    const top = PAGE.margin + Math.floor(slot / PER_ROW) * SLOT_HEIGHT;
    drawCard(doc, card, left, top);
  });
  return doc;
}

/** jspdf (and the Ethiopic font) is large, so it is fetched only when a cashier asks for the cards. */
export async function downloadCardsPdf(cards: readonly Card[]): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = await makePdf(['pdf'], () => buildCardsPdf(jsPDF, cards));
  doc.save(CARDS_PDF_FILE);
}
