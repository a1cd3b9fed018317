// i18n-namespace: pdf
import type { GameRecord, GameStatus } from '@bingo/contracts';
import type { jsPDF as JsPdf } from 'jspdf';
import { bonusTypeLabel } from '@/features/sales/sale-labels';
import { i18n } from '@/i18n/i18n';
import { msg } from '@/i18n/msg';
import { formatBirr, formatDateTime } from '@/lib/format';
import { PdfLines, type PdfPage } from '@/lib/pdf-lines';
import { makePdf, newA4 } from '@/lib/pdf-text';
import { claimVerdict, formatCallTime, hashedText, OUTCOME_LABELS, stakesReturn } from './game-record';

export const gameReportFile = (id: string) => `game-report-${id.slice(0, 8)}.pdf`;

/** The catalogs the report reads: its own, the hall's game words and the sales' bonus type. */
export const GAME_REPORT_NAMESPACES = ['pdf', 'hall', 'sales'] as const;

const PAGE: PdfPage = { orientation: 'portrait', width: 210, height: 297, margin: 14 };
const LINE = 5.2;

/** A game's status as the report prints it (the stored value in English), as keys of the pdf catalog. */
const STATUS_WORDS: Record<GameStatus, string> = {
  running: msg('running'),
  won: msg('won'),
  finished: msg('finished'),
  abandoned: msg('abandoned'),
};

/**
 * The hashed text in rows that fit `width`, each broken after a ',' so that no number is cut in two
 * for a reader copying it by hand. Measured in the document's current font, the one the rows are
 * written in.
 */
function hashedRows(doc: JsPdf, text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const piece of text.match(/[^,]+,?/g) ?? []) {
    if (row && doc.getTextWidth(row + piece) > width) {
      rows.push(row);
      row = '';
    }
    row += piece;
  }
  return [...rows, row];
}

/**
 * The game report: the game, its money, the ball order with times, and every claim, in the viewer's
 * language (built through `makePdf()`, which loads its words and, when needed, the Ethiopic font).
 */
export function buildGameReport(JsPdfClass: typeof JsPdf, game: GameRecord): JsPdf {
  const t = i18n.getFixedT(null, 'pdf');
  // i18n-dynamic: game type names, outcomes and verdicts are msg() keys checked in the hall catalog
  const hallWord = (key: string) => t(key, { ns: 'hall' });
  const doc = newA4(JsPdfClass, 'portrait');
  doc.setProperties({ title: t('Game report {{id}}', { id: game.id }) });
  const w = new PdfLines(doc, PAGE, LINE);
  const heading = (text: string) => w.line(text, { size: 12, bold: true, space: 3 });
  w.line(t('Bingo game report'), { size: 16, bold: true });
  w.line(t('Game {{id}}', { id: game.id }));
  w.line(
    t('{{shop}} · {{gameType}} · tier {{tier}} ({{rate}}%)', {
      shop: game.shopName,
      gameType: hallWord(game.gameTypeName),
      tier: game.typeIndex,
      rate: game.ratePercent,
    }),
  );
  const started = formatDateTime(game.createdAt);
  w.line(
    game.finishedAt
      ? t('Started {{started}}, ended {{ended}}', { started, ended: formatDateTime(game.finishedAt) })
      : t('Started {{started}}', { started }),
  );
  w.line(
    t('Status {{status}} · outcome {{outcome}} · {{calls}} calls', {
      // i18n-dynamic: the statuses are the msg() keys of STATUS_WORDS
      status: t(STATUS_WORDS[game.status]),
      outcome: hallWord(OUTCOME_LABELS[game.outcome]),
      calls: game.released,
    }),
  );
  if (game.winners.length > 0) {
    w.line(
      t('Won at call {{call}} by {{cards}}', {
        call: String(game.winningCall),
        cards: game.winners.map((c) => `#${c}`).join(', '),
      }),
    );
  }

  heading(t('Money'));
  w.line(
    t('Cards {{cards}} ({{ids}}) at {{bet}}', {
      cards: game.cards.length,
      ids: game.cards.map((c) => `#${c}`).join(', '),
      bet: formatBirr(game.betAmount),
    }),
  );
  w.line(
    t('Total {{total}} · commission {{commission}} · prize {{prize}}', {
      total: formatBirr(game.totalAmount),
      commission: formatBirr(game.commission),
      prize: formatBirr(game.prize),
    }),
  );
  const paid = formatBirr(game.actualWin);
  w.line(
    game.prizeShare !== null
      ? t('Paid {{paid}} (share {{share}} each)', { paid, share: formatBirr(game.prizeShare) })
      : t('Paid {{paid}}', { paid }),
  );
  if (game.status === 'abandoned') {
    w.line(
      {
        NotRecorded: t(
          'Abandoned when the cashier was deactivated: whether the stakes went back is not recorded',
        ),
        HandedBack: t('Stakes handed back {{total}}', { total: formatBirr(game.totalAmount) }),
        Kept: t('Stakes not handed back'),
      }[stakesReturn(game)],
    );
  }
  w.line(
    t('Bonus {{awarded}} ({{type}}); offered {{offered}} within {{within}} calls', {
      awarded: formatBirr(game.bonusAwarded),
      type: bonusTypeLabel(game.bonusType),
      offered: formatBirr(game.bonusOffered),
      within: game.bonusWithinCalls,
    }),
  );

  heading(t('Draw'));
  w.line(t('Commitment {{commitment}}', { commitment: game.commitment }));
  const noSalt =
    game.drawOrder === null
      ? t('(not revealed while the game runs)')
      : t('(none: a game from before salted commitments)');
  w.line(t('Salt {{salt}}', { salt: game.salt ?? noSalt }));
  // Ball order lists only the balls called; with the whole order the paper alone can be hashed.
  const hashed = game.drawOrder === null ? null : hashedText({ order: game.drawOrder, salt: game.salt });
  if (hashed !== null) {
    w.line(t('Text hashed (SHA-256), its rows joined with nothing between them:'));
    for (const row of hashedRows(doc, hashed, PAGE.width - 2 * PAGE.margin)) w.line(row);
  }

  heading(t('Ball order'));
  for (const call of game.calls) w.line(`${call.k}. ${call.label}  ${formatCallTime(call.calledAt)}`);

  heading(t('Claims'));
  if (game.claims.length === 0) w.line(t('No card was checked.'));
  for (const claim of game.claims) {
    w.line(
      t('Card #{{card}} at call {{call}}: {{verdict}}', {
        card: claim.cardId,
        call: claim.calledCount,
        verdict: hallWord(claimVerdict(claim)),
      }) +
        `${claim.firstWinCall !== null ? t(', first won at call {{call}}', { call: claim.firstWinCall }) : ''}` +
        `${claim.locked ? t(', locked') : ''} · ${formatCallTime(claim.createdAt)}`,
    );
  }
  return doc;
}

/** jspdf (and the Ethiopic font) is large, so it is fetched only when someone prints a report. */
export async function downloadGameReport(game: GameRecord): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = await makePdf(GAME_REPORT_NAMESPACES, () => buildGameReport(jsPDF, game));
  doc.save(gameReportFile(game.id));
}
