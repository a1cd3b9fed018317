import type { GameRecord } from '@bingo/contracts';
import type { jsPDF as JsPdf } from 'jspdf';
import { formatBirr, formatDateTime } from '@/lib/format';
import { claimVerdict, formatCallTime } from './game-record';

export const gameReportFile = (id: string) => `game-report-${id.slice(0, 8)}.pdf`;

const PAGE = { width: 210, height: 297, margin: 14 } as const;
const LINE = 5.2;

/** Writes lines down the page, starting a new page when one is full. */
class Writer {
  private y: number = PAGE.margin;
  constructor(private readonly doc: JsPdf) {}

  line(
    text: string,
    { size = 10, bold = false, gap = 0 }: { size?: number; bold?: boolean; gap?: number } = {},
  ) {
    this.y += gap;
    if (this.y > PAGE.height - PAGE.margin) {
      this.doc.addPage('a4', 'portrait');
      this.y = PAGE.margin;
    }
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.text(text, PAGE.margin, this.y);
    this.y += size >= 14 ? LINE * 1.6 : LINE;
  }

  heading(text: string) {
    this.line(text, { size: 12, bold: true, gap: 3 });
  }
}

/** The game report: the game, its money, the ball order with times, and every claim. */
export function buildGameReport(JsPdfClass: typeof JsPdf, game: GameRecord): JsPdf {
  const doc = new JsPdfClass({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `Game report ${game.id}` });
  const w = new Writer(doc);
  w.line('Bingo game report', { size: 16, bold: true });
  w.line(`Game ${game.id}`);
  w.line(`${game.shopName} · ${game.gameTypeName} · tier ${game.typeIndex} (${game.ratePercent}%)`);
  w.line(
    `Started ${formatDateTime(game.createdAt)}${game.finishedAt ? `, ended ${formatDateTime(game.finishedAt)}` : ''}`,
  );
  w.line(`Status ${game.status} · outcome ${game.outcome} · ${game.released} calls`);
  if (game.winners.length > 0) {
    w.line(`Won at call ${game.winningCall} by ${game.winners.map((c) => `#${c}`).join(', ')}`);
  }

  w.heading('Money');
  w.line(
    `Cards ${game.cards.length} (${game.cards.map((c) => `#${c}`).join(', ')}) at ${formatBirr(game.betAmount)}`,
  );
  w.line(
    `Total ${formatBirr(game.totalAmount)} · commission ${formatBirr(game.commission)} · prize ${formatBirr(game.prize)}`,
  );
  w.line(
    `Paid ${formatBirr(game.actualWin)}${game.prizeShare !== null ? ` (share ${formatBirr(game.prizeShare)} each)` : ''}`,
  );
  w.line(
    `Bonus ${formatBirr(game.bonusAwarded)} (${game.bonusType}); offered ${formatBirr(game.bonusOffered)} within ${game.bonusWithinCalls} calls`,
  );

  w.heading('Draw');
  w.line(`Commitment ${game.commitment}`);
  w.line(`Salt ${game.salt ?? '(not revealed while the game runs)'}`);

  w.heading('Ball order');
  for (const call of game.calls) w.line(`${call.k}. ${call.label}  ${formatCallTime(call.calledAt)}`);

  w.heading('Claims');
  if (game.claims.length === 0) w.line('No card was checked.');
  for (const claim of game.claims) {
    w.line(
      `Card #${claim.cardId} at call ${claim.calledCount}: ${claimVerdict(claim)}` +
        `${claim.firstWinCall !== null ? `, first won at call ${claim.firstWinCall}` : ''}` +
        `${claim.locked ? ', locked' : ''} · ${formatCallTime(claim.createdAt)}`,
    );
  }
  return doc;
}

/** jspdf is large, so it is fetched only when someone prints a report. */
export async function downloadGameReport(game: GameRecord): Promise<void> {
  const { jsPDF } = await import('jspdf');
  buildGameReport(jsPDF, game).save(gameReportFile(game.id));
}
