import { santimOf, type VerifiableGame } from '@bingo/engine';
import type { PublicGame } from './game-records';

/**
 * An amount off the wire in santim. A record is checked because it may be wrong, so an amount that
 * is not whole santim becomes NaN, which verifyGame reports, instead of an exception here.
 */
const santim = (birr: number) => santimOf(birr) ?? Number.NaN;

/**
 * The public record of an ended game as the engine's verifyGame checks it: amounts from Birr to
 * santim (the bet and commission too, so the prize is checked against them), the calls as their
 * numbers. A game from before salted commitments has no salt: its
 * commitment hashed the order alone, which verifyGame does not know, so it reports a mismatch.
 *
 * @example verifyGame(toVerifiableGame(record)) // [] when the game was played by the rules
 */
export function toVerifiableGame(game: PublicGame): VerifiableGame {
  return {
    order: game.order,
    salt: game.salt ?? '',
    commitment: game.commitment,
    gameType: game.gameType,
    cards: game.cards,
    lastCallRule: game.lastCallRule,
    released: game.released,
    calls: game.calls.map((c) => c.number),
    claims: game.claims.map(({ cardId, calledCount, won, late, firstWinCall }) => ({
      cardId,
      calledCount,
      won,
      late,
      firstWinCall,
    })),
    lockedCards: game.lockedCards,
    status: game.status,
    winningCall: game.winningCall,
    winners: game.winners,
    betSantim: santim(game.betAmount),
    ratePercent: game.ratePercent,
    prizeSantim: santim(game.prize),
    commissionSantim: santim(game.commission),
    prizeShareSantim: game.prizeShare === null ? null : santim(game.prizeShare),
    bonusWithinCalls: game.bonusWithinCalls,
    bonusOfferedSantim: santim(game.bonusOffered),
    bonusAwardedSantim: santim(game.bonusAwarded),
  };
}
