import { describe, expect, it } from 'vitest';
import { computeGameMoney } from './money.js';
import { checkMoney, type RecordedMoney } from './verify-money.js';

// 5 cards at 25 Br with a 20% commission: 125 Br in all, a 100 Br prize and 25 Br to the house.
const SOUND: RecordedMoney = {
  cards: [13, 109, 137, 141, 150],
  betSantim: 2_500,
  ratePercent: 20,
  prizeSantim: 10_000,
  commissionSantim: 2_500,
};

function found(record: RecordedMoney) {
  const findings: { code: string; message: string }[] = [];
  checkMoney(record, (code, message) => findings.push({ code, message }));
  return findings;
}

describe('checkMoney', () => {
  it('finds nothing in a true record, whatever the rate and rounding', () => {
    expect(found(SOUND)).toEqual([]);
    // 10 Br at 12.5%: 8.75 Br rounds to a 9 Br prize.
    expect(
      found({ cards: [1, 2], betSantim: 500, ratePercent: 12.5, prizeSantim: 900, commissionSantim: 100 }),
    ).toEqual([]);
    for (const ratePercent of [0, 7.25, 33.33, 100]) {
      const money = computeGameMoney({ cards: 3, betSantim: 1_050, ratePercent });
      const record = {
        cards: [1, 2, 3],
        betSantim: 1_050,
        ratePercent,
        prizeSantim: money.prize,
        commissionSantim: money.commission,
      };
      expect(found(record)).toEqual([]);
    }
  });

  it('names a doubled prize, though the commission was left as it was', () => {
    expect(found({ ...SOUND, prizeSantim: 20_000 })).toEqual([
      {
        code: 'money-mismatch',
        message:
          'The prize is recorded as 20000 santim, but 5 cards at 2500 santim make 12500, and less the 20% commission, rounded to whole Birr, the prize is 10000.',
      },
    ]);
  });

  it('names a changed rate: the prize and commission no longer follow from it', () => {
    expect(found({ ...SOUND, ratePercent: 10 })).toEqual([
      {
        code: 'money-mismatch',
        message:
          'The prize is recorded as 10000 santim, but 5 cards at 2500 santim make 12500, and less the 10% commission, rounded to whole Birr, the prize is 11300.',
      },
      {
        code: 'money-mismatch',
        message:
          'The commission is recorded as 2500 santim, but 12500 santim less the prize of 11300 is 1200.',
      },
    ]);
  });

  it('names a commission that is not the total less the prize, and a changed bet', () => {
    expect(found({ ...SOUND, commissionSantim: 2_400 }).map((f) => f.message)).toEqual([
      'The commission is recorded as 2400 santim, but 12500 santim less the prize of 10000 is 2500.',
    ]);
    expect(found({ ...SOUND, betSantim: 5_000 }).map((f) => f.code)).toEqual([
      'money-mismatch',
      'money-mismatch',
    ]);
    expect(found({ ...SOUND, cards: [13, 109, 137, 141] }).map((f) => f.code)).toEqual([
      'money-mismatch',
      'money-mismatch',
    ]);
  });

  it('calls terms it cannot compute with malformed, and computes nothing from them', () => {
    expect(found({ ...SOUND, betSantim: 12.5, commissionSantim: -1 })).toEqual([
      { code: 'malformed', message: 'betSantim must be a non-negative whole number of santim.' },
      { code: 'malformed', message: 'commissionSantim must be a non-negative whole number of santim.' },
    ]);
    for (const ratePercent of [-1, 100.01, 12.345, Number.NaN, undefined as unknown as number]) {
      expect(found({ ...SOUND, ratePercent })).toEqual([
        { code: 'malformed', message: 'ratePercent must be from 0 to 100 with at most 2 decimals.' },
      ]);
    }
  });
});
