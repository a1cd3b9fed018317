import {
  type AbandonedGame,
  type CheckCardRequest,
  type CheckResult,
  GAME_MESSAGES,
  type LockedCard,
} from '@bingo/contracts';
import {
  ballLabel,
  bonusAward,
  bonusTypeLabel,
  type ClaimResult,
  describeLateWin,
  evaluateClaim,
  firstWinningCall,
  getCard,
  splitPrize,
  toBirr,
} from '@bingo/engine';
import type { Db, Tx } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Viewer } from '../balance/balance.repo';
import { inTransaction } from '../ledger/transaction';
import {
  endGame,
  type GameRow,
  insertClaim,
  lockClaims,
  lockedCardsOf,
  lockOwnGame,
  recordSaleResult,
} from './games.repo';

type Win = { winners: number[]; prizeShare: number; bonusAwarded: number; bonusType: string };

async function ownGame(tx: Tx, cashier: Viewer, gameId: string): Promise<GameRow> {
  const game = await lockOwnGame(tx, gameId, cashier.id);
  if (!game) throw new NotFoundError(GAME_MESSAGES.notFound);
  return game;
}

/**
 * The first confirmed win ends the game. Every selected, unlocked card whose first win is on the
 * same call shares the prize (equal shares in santim, the remainder to the house), and the bonus is
 * paid when that call is within the offered N calls.
 */
async function settleWin(tx: Tx, game: GameRow, winningCall: number, calledCount: number, locked: number[]) {
  const drawn = game.drawOrder.slice(0, winningCall);
  const winners = game.cards
    .filter((cardId) => !locked.includes(cardId))
    .filter((cardId) => firstWinningCall(getCard(cardId), drawn, game.gameType) === winningCall)
    .sort((a, b) => a - b);
  const { share } = splitPrize(game.prize, winners.length);
  const bonus = bonusAward({ winningCall, withinCalls: game.bonusWithinCalls, amount: game.bonusOffered });
  const bonusType = bonus > 0 ? bonusTypeLabel(game.bonusWithinCalls) : 'None';
  await endGame(tx, game.id, {
    status: 'won',
    winningCall,
    winners,
    prizeShare: share,
    bonusAwarded: bonus,
    endedAtCall: calledCount,
  });
  await recordSaleResult(tx, game.id, { actualWin: share * winners.length, bonusAmount: bonus, bonusType });
  return { winners, prizeShare: share, bonusAwarded: bonus, bonusType } satisfies Win;
}

function claimMessage(cardId: number, claim: ClaimResult, won: boolean): string {
  const late = describeLateWin(claim);
  if (won) return late ? `BINGO! Card ${cardId} ${late}.` : `BINGO! Card ${cardId} wins.`;
  if (late) return `Card ${cardId} ${late}. Only a win on the last call counts in this shop.`;
  return `Card ${cardId} has not won.`;
}

/**
 * Re-checks a claimed card against the first `calledCount` numbers of the stored draw, records the
 * claim, and settles the game when the claim is a confirmed win. A late win wins only where the
 * shop's lastCallRule allows it.
 */
export async function checkCard(
  db: Db,
  cashier: Viewer,
  gameId: string,
  body: CheckCardRequest,
): Promise<CheckResult> {
  return inTransaction(db, async (tx) => {
    const game = await ownGame(tx, cashier, gameId);
    if (!game.cards.includes(body.cardId)) throw new ValidationError(GAME_MESSAGES.cardNotSelected);
    const locked = await lockedCardsOf(tx, game.id);
    if (locked.includes(body.cardId)) throw new ValidationError(GAME_MESSAGES.cardLocked);
    if (game.status !== 'running') throw new ConflictError(GAME_MESSAGES.notRunning);

    const claim = evaluateClaim(getCard(body.cardId), game.drawOrder, body.calledCount, game.gameType);
    const won = claim.won && (!claim.late || game.lastCallRule === 'AllowLate');
    const win =
      won && claim.firstWinCall !== null
        ? await settleWin(tx, game, claim.firstWinCall, body.calledCount, locked)
        : null;
    await insertClaim(tx, {
      gameId: game.id,
      cardId: body.cardId,
      calledCount: body.calledCount,
      won,
      firstWinCall: claim.firstWinCall,
      late: claim.late,
    });
    return {
      gameId: game.id,
      cardId: body.cardId,
      calledCount: body.calledCount,
      won,
      late: claim.late,
      firstWinCall: claim.firstWinCall,
      firstWinBall: claim.winningBall,
      firstWinLabel: claim.winningBall === null ? null : ballLabel(claim.winningBall),
      callsAgo: claim.firstWinCall === null ? null : claim.callsAgo,
      winningCells: claim.winningCells,
      locked: false,
      message: claimMessage(body.cardId, claim, won),
      gameStatus: win ? 'won' : 'running',
      winners: win?.winners ?? [],
      prizeShare: win ? toBirr(win.prizeShare) : null,
      bonusAwarded: toBirr(win?.bonusAwarded ?? 0),
      bonusType: win?.bonusType ?? 'None',
    };
  });
}

/** Only a card that was checked can be locked; a locked card is refused by every later check. */
export async function lockCard(db: Db, cashier: Viewer, gameId: string, cardId: number): Promise<LockedCard> {
  return inTransaction(db, async (tx) => {
    const game = await ownGame(tx, cashier, gameId);
    if (!game.cards.includes(cardId)) throw new ValidationError(GAME_MESSAGES.cardNotSelected);
    if (!(await lockClaims(tx, game.id, cardId))) throw new ValidationError(GAME_MESSAGES.lockNeedsCheck);
    return { gameId: game.id, cardId, locked: true };
  });
}

/** Leaving mid-game records it as abandoned at its call count; the purchase stands. */
export async function abandonGame(
  db: Db,
  cashier: Viewer,
  gameId: string,
  calledCount: number,
): Promise<AbandonedGame> {
  return inTransaction(db, async (tx) => {
    const game = await ownGame(tx, cashier, gameId);
    if (game.status !== 'running') throw new ConflictError(GAME_MESSAGES.notRunning);
    await endGame(tx, game.id, { status: 'abandoned', endedAtCall: calledCount });
    return { gameId: game.id, status: 'abandoned', endedAtCall: calledCount };
  });
}
