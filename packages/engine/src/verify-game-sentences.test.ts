import { describe, expect, it } from 'vitest';
import type { LastCallRule } from './last-call-rule.js';
import { ABANDONED, ALLOW_LATE, LAST_CALL_ONLY, ORDER } from './test-support/verifiable-games.js';
import { type VerifiableGame, verifyGame } from './verify-game.js';
import { findingMessage, GAME_FINDING_MESSAGES } from './verify-game-messages.js';

describe('verifyGame on the calls as recorded', () => {
  it('accepts calls that follow the order, one per released ball', () => {
    expect(verifyGame({ ...ALLOW_LATE, calls: ORDER.slice(0, 25) })).toEqual([]);
  });

  it('names a call that is not the order’s number at its place, and a count that disagrees', () => {
    const calls = [...ORDER.slice(0, 25)];
    calls[6] = ORDER[30] ?? 0;
    expect(verifyGame({ ...ALLOW_LATE, calls })).toEqual([
      {
        code: 'calls-off-order',
        message: `Call 7 was ${ORDER[30]}, but the order's number 7 is ${ORDER[6]}.`,
      },
    ]);
    expect(verifyGame({ ...ALLOW_LATE, calls: ORDER.slice(0, 24) })).toEqual([
      { code: 'calls-off-order', message: '24 calls are recorded, but the released count is 25.' },
    ]);
  });
});

describe('verifyGame’s sentences', () => {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = (text: string) =>
    new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map(literal)
        .join('.+?')}$`,
    );
  const tampered: VerifiableGame[] = [
    { ...ALLOW_LATE, gameType: 9, lastCallRule: 'Sometimes' as LastCallRule, prizeSantim: -1 },
    { ...ALLOW_LATE, bonusWithinCalls: 47, cards: [13, 13], released: 76 },
    { ...ALLOW_LATE, order: [...ORDER.slice(0, 74), ORDER[0] as number] },
    { ...ALLOW_LATE, commitment: 'ab', calls: [...ORDER.slice(0, 23), 0] },
    { ...ALLOW_LATE, claims: null as never },
    { ...ALLOW_LATE, claims: [...ALLOW_LATE.claims].reverse(), lockedCards: [13, 141] },
    { ...ALLOW_LATE, claims: [{ cardId: 7, calledCount: 3, won: true, firstWinCall: 3 }] },
    { ...ALLOW_LATE, claims: [{ cardId: 13, calledCount: 3, won: true, firstWinCall: 3 }] },
    { ...ALLOW_LATE, claims: ALLOW_LATE.claims.map((c) => ({ ...c, won: !c.won, late: !c.late })) },
    { ...ALLOW_LATE, claims: ALLOW_LATE.claims.map((c) => ({ ...c, firstWinCall: 30 })) },
    { ...ALLOW_LATE, winningCall: null, winners: [109], prizeShareSantim: null, bonusAwardedSantim: 1 },
    { ...LAST_CALL_ONLY, released: 30, winners: [] },
    { ...ABANDONED, status: 'won' },
    { ...ABANDONED, winningCall: 3, bonusAwardedSantim: 5 },
    { ...ALLOW_LATE, status: 'finished' },
    { ...ALLOW_LATE, ratePercent: 10 },
    { ...ALLOW_LATE, ratePercent: 12.345 },
    { ...ALLOW_LATE, lockedCards: [13, 109], winners: [141] },
  ];

  it('each follow one of its templates, so a screen can read them back and translate them', () => {
    const messages = tampered.flatMap(verifyGame).map((f) => f.message);
    const templates = Object.entries(GAME_FINDING_MESSAGES).map(([name, text]) => ({
      name,
      re: pattern(text),
    }));
    expect(messages.filter((m) => !templates.some(({ re }) => re.test(m)))).toEqual([]);
    // Every sentence is said by one of the records above; the words are only ever values.
    const unsaid = templates.filter(({ re }) => !messages.some((m) => re.test(m))).map(({ name }) => name);
    expect(unsaid).toEqual(['none', 'running', 'won', 'finished', 'abandoned']);
  });

  it('fill a template with its values and leave an unknown name as it is', () => {
    expect(findingMessage('lockWithoutClaim', { card: 137 })).toBe(
      'Card 137 is locked but was never checked.',
    );
    expect(findingMessage('split', { recorded: 'none' })).toBe(
      "Each winner's share is recorded as none santim, but {{prize}} split {{ways}} ways is {{share}}.",
    );
  });
});
