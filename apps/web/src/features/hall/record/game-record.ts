// i18n-namespace: hall
import {
  type GameCall,
  type GameClaim,
  type GameRecord,
  type PublicGame,
  type SaleOutcome,
  toVerifiableGame,
} from '@bingo/contracts';
import {
  ballLabel,
  commitmentPreimage,
  encodeDrawOrder,
  type GameFinding,
  isDrawOrder,
  isSaltHex,
  sha256Hex,
  verifyCommitment,
  verifyGame,
} from '@bingo/engine';
import { msg } from '@/i18n/msg';
import { HALL_TIME_ZONE } from '@/lib/format';

const callTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: HALL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** '14:05:09': calls come seconds apart, so their times show the seconds. */
export const formatCallTime = (iso: string) => callTimeFormat.format(new Date(iso));

/** Seconds from the first call, to one decimal ('12.0'); the screen writes the unit in its language. */
export function sinceFirstCall(calls: readonly GameCall[], call: GameCall): string | null {
  const first = calls[0];
  if (!first) return null;
  return ((Date.parse(call.calledAt) - Date.parse(first.calledAt)) / 1000).toFixed(1);
}

/**
 * Recomputes the commitment published at Start from the revealed order and salt:
 * SHA-256(saltHex + ":" + order.join(",")). A game from before salted commitments (no salt) hashed
 * the order alone.
 */
export function commitmentMatches(game: {
  order: readonly number[];
  salt: string | null;
  commitment: string;
}) {
  if (game.salt !== null) return verifyCommitment(game.order, game.salt, game.commitment);
  return isDrawOrder(game.order) && sha256Hex(encodeDrawOrder(game.order)) === game.commitment.toLowerCase();
}

/**
 * The exact text the commitment hashes: the salt, ':' and the balls joined by ',' (the engine's
 * commitmentPreimage), or the order alone for a game from before salted commitments. Null when the
 * published order or salt is not one that could have been hashed (the check then fails on its own).
 */
export function hashedText(game: { order: readonly number[]; salt: string | null }): string | null {
  if (!isDrawOrder(game.order)) return null;
  if (game.salt === null) return encodeDrawOrder(game.order);
  return isSaltHex(game.salt) ? commitmentPreimage(game.order, game.salt) : null;
}

/** A shell line that hashes the text; it holds only hex, digits, ':' and ',', so single quotes keep it whole. */
export const shellCheck = (text: string) => `printf '%s' '${text}' | sha256sum`;

/**
 * What the rules find wrong with a published game, checked in this browser by the engine's
 * verifyGame: the commitment, the order, the calls, every claim's verdict, the winners, the prize and
 * commission from the bet and rate, the split and the bonus; empty when the whole game checks out. A game from before salted commitments hashed the
 * order alone, which verifyGame does not know: for it, this page's own commitment check stands.
 */
export function gameFindings(game: PublicGame): GameFinding[] {
  const findings = verifyGame(toVerifiableGame(game));
  if (game.salt !== null || !commitmentMatches(game)) return findings;
  return findings.filter((finding) => finding.code !== 'commitment-mismatch');
}

/** 'Won', 'Lost (late)', …: a claim's recorded verdict in words (English, and keys of the hall catalog). */
export function claimVerdict(claim: Pick<GameClaim, 'won' | 'late'>): string {
  if (claim.won) return claim.late ? msg('Won (late claim allowed)') : msg('Won');
  return claim.late ? msg('Lost (late: the win did not include the last call)') : msg('Lost');
}

/** The sale outcomes as words: keys of the hall catalog (the stored value stays as it is). */
export const OUTCOME_LABELS: Record<SaleOutcome, string> = {
  Running: msg('Running'),
  Won: msg('Won'),
  NoWinner: msg('NoWinner'),
  Abandoned: msg('Abandoned'),
};

/**
 * Whether an abandoned game's stakes went back to the players. When the manager's deactivation of
 * the cashier ended the game, nobody was there to say: the shift's count settles it.
 */
export function stakesReturn(
  game: Pick<GameRecord, 'stakesRefunded' | 'endReason'>,
): 'NotRecorded' | 'HandedBack' | 'Kept' {
  if (game.endReason === 'CashierDeactivated') return 'NotRecorded';
  return game.stakesRefunded ? 'HandedBack' : 'Kept';
}

const STAKES_RETURN_LABELS = {
  NotRecorded: msg('Not recorded: the cashier was deactivated'),
  HandedBack: msg('Yes'),
  Kept: msg('No'),
} as const;

/** The replay's answer to "Stakes handed back", a msg() key of this file's namespace. */
export const stakesReturnLabel = (game: Pick<GameRecord, 'stakesRefunded' | 'endReason'>): string =>
  STAKES_RETURN_LABELS[stakesReturn(game)];

/** 'B7, I22, …': the order as the hall heard it. */
export const orderLabels = (order: readonly number[]) => order.map(ballLabel).join(', ');
