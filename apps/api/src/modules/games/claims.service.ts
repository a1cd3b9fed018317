import {
  type CheckCardRequest,
  type CheckResult,
  checkMessage,
  GAME_MESSAGES,
  type LockedCard,
} from '@bingo/contracts';
import {
  ballLabel,
  type ClaimVerdict,
  getCard,
  judgeClaim,
  MIN_CALLS_TO_CHECK,
  settleWin,
  toBirr,
} from '@bingo/engine';
import type { Db, Tx } from '@/db/client';
import { ValidationError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendGameEvent } from '../audit/audit.service';
import { inTransaction } from '../ledger/transaction';
import { changeCalling } from './calls.repo';
import { mustBeRunning, ownGame, runningOwnGame } from './calls.service';
import { claimIdOf, insertAsk, insertClaim, insertLock, lockedCardsOf, winningClaimOf } from './claims.repo';
import { endGame, type GameRow, settleSale } from './games.repo';

type Win = { winners: number[]; prizeShare: number; bonusAwarded: number; bonusType: string };

/**
 * The first confirmed win ends the game: the engine's settlement names every selected, unlocked card
 * credited with a win on the same call (equal shares in santim, the remainder to the house) and the
 * bonus when that call is within the offered N calls. The game and its sale record exactly that.
 */
async function recordWin(tx: Tx, game: GameRow, winningCall: number, locked: number[]): Promise<Win> {
  const settled = settleWin({
    cards: game.cards,
    lockedCards: locked,
    order: game.drawOrder.slice(0, winningCall),
    winningCall,
    gameType: game.gameType,
    lastCallRule: game.lastCallRule,
    prizeSantim: game.prize,
    bonusWithinCalls: game.bonusWithinCalls,
    bonusOfferedSantim: game.bonusOffered,
  });
  await endGame(tx, game.id, {
    status: 'won',
    winningCall,
    winners: settled.winners,
    prizeShare: settled.shareSantim,
    bonusAwarded: settled.bonusSantim,
    endedAtCall: game.released,
  });
  await settleSale(tx, game.id, {
    outcome: 'Won',
    actualWin: settled.shareSantim * settled.winners.length,
    bonusAmount: settled.bonusSantim,
    bonusType: settled.bonusType,
  });
  return {
    winners: settled.winners,
    prizeShare: settled.shareSantim,
    bonusAwarded: settled.bonusSantim,
    bonusType: settled.bonusType,
  };
}

/** The engine's verdict on a card at a count of the game's calls. */
const judgeAt = (game: GameRow, cardId: number, calledCount: number): ClaimVerdict =>
  judgeClaim({
    card: getCard(cardId),
    order: game.drawOrder.slice(0, calledCount),
    calledCount,
    gameType: game.gameType,
    lastCallRule: game.lastCallRule,
  });

/** What the hall is told about a check: the verdict at its count and the win it settled, if any. */
function checkAnswer(
  game: GameRow,
  cardId: number,
  calledCount: number,
  verdict: ClaimVerdict,
  win: Win | null,
): CheckResult {
  const facts = {
    cardId,
    won: verdict.won,
    firstWinCall: verdict.firstWinCall,
    firstWinLabel: verdict.firstWinBall === null ? null : ballLabel(verdict.firstWinBall),
    callsAgo: verdict.firstWinCall === null ? null : verdict.callsAgo,
  };
  return {
    ...facts,
    gameId: game.id,
    calledCount,
    late: verdict.late,
    firstWinBall: verdict.firstWinBall,
    winningCells: verdict.winningCells,
    locked: false,
    // The same sentence the hall screen builds from these facts in its reader's language.
    message: checkMessage(facts).message,
    gameStatus: win ? 'won' : 'running',
    winners: win?.winners ?? [],
    prizeShare: win ? toBirr(win.prizeShare) : null,
    bonusAwarded: toBirr(win?.bonusAwarded ?? 0),
    bonusType: win?.bonusType ?? 'None',
  };
}

/**
 * The check that won this game, asked again because its answer was lost on the way back: answered
 * from the records (the claim, the game's settlement and its sale) as it was the first time, and
 * nothing written. Null for any other check, which the ended game refuses.
 */
async function repeatedWin(tx: Tx, game: GameRow, cardId: number): Promise<CheckResult | null> {
  if (game.status !== 'won') return null;
  const claim = await winningClaimOf(tx, game.id);
  if (claim?.cardId !== cardId) return null;
  return checkAnswer(game, cardId, claim.calledCount, judgeAt(game, cardId, claim.calledCount), {
    winners: game.winners ?? [],
    prizeShare: game.prizeShare ?? 0,
    bonusAwarded: game.bonusAwarded,
    bonusType: claim.bonusType,
  });
}

/**
 * Judges a claimed card at the server's own released count (the count only grows, so a claim cannot
 * be moved back in time), records it, and settles the game on a confirmed win. Opening a check pauses
 * the game, and the game row stays locked until the verdict is written, so no call is released
 * meanwhile. A check asked again gets the recorded answer: the win (see repeatedWin), or a losing
 * claim at the same count. Every ask of a running game is recorded with its time, a repeated one too:
 * a display link on another device tells a check by it (see gameCheckAsks).
 */
export async function checkCard(
  db: Db,
  cashier: Viewer,
  gameId: string,
  body: CheckCardRequest,
): Promise<CheckResult> {
  return inTransaction(db, async (tx) => {
    const own = await ownGame(tx, cashier, gameId);
    const repeated = await repeatedWin(tx, own, body.cardId);
    if (repeated) return repeated;
    const game = mustBeRunning(own);
    if (!game.cards.includes(body.cardId)) throw new ValidationError(GAME_MESSAGES.cardNotSelected);
    const locked = await lockedCardsOf(tx, game.id);
    if (locked.includes(body.cardId)) throw new ValidationError(GAME_MESSAGES.cardLocked);
    const calledCount = game.released;
    if (calledCount < MIN_CALLS_TO_CHECK) throw new ValidationError(GAME_MESSAGES.checkTooEarly);
    if (!game.paused) {
      // A check stops the calls: recorded as a pause, as the cashier's own is, before its claim.
      await changeCalling(tx, game, { kind: 'pause' });
      await appendGameEvent(tx, game, 'GamePaused', cashier.id, { released: calledCount });
    }
    const verdict = judgeAt(game, body.cardId, calledCount);
    // Judged already at this count (a retried request, or Check pressed again with nothing released
    // since): the verdict cannot differ, so the recorded claim answers, asked once more. A win would
    // have ended the game, so this one lost. Read under the game's lock, two identical checks record
    // one claim.
    const judged = await claimIdOf(tx, game.id, body.cardId, calledCount);
    if (judged !== undefined) {
      await insertAsk(tx, judged);
      await appendGameEvent(tx, game, 'ClaimAskedAgain', cashier.id, { cardId: body.cardId, calledCount });
      return checkAnswer(game, body.cardId, calledCount, verdict, null);
    }
    const win =
      verdict.won && verdict.winningCall !== null
        ? await recordWin(tx, game, verdict.winningCall, locked)
        : null;
    const claim = {
      cardId: body.cardId,
      calledCount,
      won: verdict.won,
      firstWinCall: verdict.firstWinCall,
      late: verdict.late,
    };
    await insertAsk(tx, await insertClaim(tx, { gameId: game.id, ...claim }));
    await appendGameEvent(tx, game, 'ClaimRecorded', cashier.id, claim);
    if (win)
      await appendGameEvent(tx, game, 'GameWon', cashier.id, { winningCall: verdict.winningCall, ...win });
    return checkAnswer(game, body.cardId, calledCount, verdict, win);
  });
}

/** Only a card that was checked can be locked; a locked card is refused by every later check. */
export async function lockCard(db: Db, cashier: Viewer, gameId: string, cardId: number): Promise<LockedCard> {
  return inTransaction(db, async (tx) => {
    const game = await runningOwnGame(tx, cashier, gameId);
    if (!game.cards.includes(cardId)) throw new ValidationError(GAME_MESSAGES.cardNotSelected);
    if ((await claimIdOf(tx, game.id, cardId)) === undefined)
      throw new ValidationError(GAME_MESSAGES.lockNeedsCheck);
    // Locking a locked card again (a retried request) answers the same and records nothing new.
    if (await insertLock(tx, game.id, cardId, game.released)) {
      await appendGameEvent(tx, game, 'CardLocked', cashier.id, { cardId, released: game.released });
    }
    return { gameId: game.id, cardId, locked: true };
  });
}
