import { computeGameMoney, rateBasisPoints } from './money.js';
import { findingMessage as say } from './verify-game-messages.js';

/** A game's money as recorded: the terms it was bought on, and what they came to. Amounts in santim. */
export type RecordedMoney = {
  /** The selected printed-card ids: the total is their count × the bet. */
  cards: readonly number[];
  /** The bet per card. */
  betSantim: number;
  /** The commission rate in percent (0–100, at most 2 decimals) the game was started with. */
  ratePercent: number;
  /** The prize offered. */
  prizeSantim: number;
  /** What the house kept. */
  commissionSantim: number;
};

type MoneyFind = (code: 'malformed' | 'money-mismatch', message: string) => void;

const isSantim = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

function isRate(rate: unknown): boolean {
  try {
    rateBasisPoints(rate as number);
    return true;
  } catch {
    return false;
  }
}

/**
 * The money of a record against DESIGN §5.5, worked out again with the same computeGameMoney the
 * API starts games with: total = cards × bet, prize = total less the rate, rounded to whole Birr,
 * commission = total − prize. A prize or commission that differs is a `money-mismatch`, so a record
 * whose prize was raised (even with its split raised to match) does not verify.
 *
 * @example
 * const findings = [];
 * checkMoney({ cards: [1, 2], betSantim: 1000, ratePercent: 10, prizeSantim: 1800, commissionSantim: 200 }, (code) => findings.push(code));
 * findings // [] — 2 cards at 1000 santim (10 Birr) less 10% is a prize of 1800 santim and 200 commission
 */
export function checkMoney(record: RecordedMoney, find: MoneyFind): void {
  const { betSantim, ratePercent, prizeSantim, commissionSantim } = record;
  let sound = true;
  for (const [field, value] of [
    ['betSantim', betSantim],
    ['commissionSantim', commissionSantim],
  ] as const) {
    if (!isSantim(value)) {
      find('malformed', say('notSantim', { field }));
      sound = false;
    }
  }
  if (!isRate(ratePercent)) {
    find('malformed', say('badRate'));
    sound = false;
  }
  if (!sound) return;
  const money = computeGameMoney({ cards: record.cards.length, betSantim, ratePercent });
  if (prizeSantim !== money.prize) {
    const terms = { cards: record.cards.length, bet: betSantim, total: money.total, rate: ratePercent };
    find('money-mismatch', say('prizeMoney', { recorded: prizeSantim, ...terms, expected: money.prize }));
  }
  if (commissionSantim !== money.commission) {
    const terms = { total: money.total, prize: money.prize, expected: money.commission };
    find('money-mismatch', say('commissionMoney', { recorded: commissionSantim, ...terms }));
  }
}
