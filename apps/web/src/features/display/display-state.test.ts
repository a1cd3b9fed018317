import type { CheckResult } from '@bingo/contracts';
import { gameReducer, initialGameState } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../hall/live-game';
import { type DisplaySource, displayStateOf } from './display-state';

const started: GameInfo = {
  gameId: '7f8e6c1a-0000-4000-8000-000000000001',
  commitment: 'ab12cd34'.repeat(8),
  callIntervalMs: 3000,
  cards: [3, 17, 42],
  gameType: 0,
  gameTypeName: 'Any one line',
  lastCallRule: 'AllowLate',
  prize: 240,
  betAmount: 20,
  bonusWithinCalls: 10,
  bonusAmount: 500,
  createdAt: '2025-03-01T09:00:00.000Z',
};

/** The 75 balls in an order fixed by the seed (a small LCG, so a failure replays). */
function shuffled(seed: number): number[] {
  const balls = Array.from({ length: 75 }, (_, i) => i + 1);
  let x = seed;
  for (let i = balls.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const j = x % (i + 1);
    [balls[i], balls[j]] = [balls[j] as number, balls[i] as number];
  }
  return balls;
}

function source(called: readonly number[], extra: Partial<DisplaySource> = {}): DisplaySource {
  let state = gameReducer(initialGameState([3, 17, 42]), { type: 'start' });
  for (const number of called) state = gameReducer(state, { type: 'call', number });
  return {
    state,
    started,
    shopName: 'Piazza Bingo',
    gameType: 0,
    gameTypeName: 'Any one line',
    prize: 240,
    bonusAmount: 500,
    bonusWithinCalls: 10,
    checked: null,
    win: null,
    ended: false,
    ...extra,
  };
}

const verdict = (won: boolean): CheckResult => ({
  gameId: started.gameId,
  cardId: 17,
  calledCount: 6,
  won,
  late: false,
  firstWinCall: won ? 6 : null,
  firstWinBall: won ? 9 : null,
  firstWinLabel: won ? 'B9' : null,
  callsAgo: won ? 0 : null,
  winningCells: won ? [0, 1, 2, 3, 4] : [],
  locked: false,
  message: won ? 'Card 17 wins' : 'Card 17 does not win',
  gameStatus: won ? 'won' : 'running',
  winners: won ? [17] : [],
  prizeShare: won ? 240 : null,
  bonusAwarded: won ? 500 : 0,
  bonusType: '',
});

describe('displayStateOf', () => {
  it('shows the released calls, the last one, the last five, the prize and the short commitment', () => {
    const display = displayStateOf(source([7, 22, 41, 50, 66, 12]));
    expect(display).toMatchObject({
      shopName: 'Piazza Bingo',
      status: 'running',
      called: [7, 22, 41, 50, 66, 12],
      current: 12,
      lastFive: [12, 66, 50, 41, 22],
      calledCount: 6,
      prize: 240,
      bonusAmount: 500,
      commitment: 'ab12cd34',
      result: null,
    });
  });

  it('never holds a number that was not called, whatever was called', () => {
    // Every length of draw from 0 to 75, each from a different seeded shuffle.
    for (let length = 0; length <= 75; length++) {
      const called = shuffled(length + 1).slice(0, length);
      const display = displayStateOf(source(called));
      const released = new Set(called);
      const shown = [...display.called, ...display.lastFive, ...(display.current ? [display.current] : [])];
      expect(shown.filter((n) => !released.has(n))).toEqual([]);
      expect(display.called).toEqual(called);
      expect(display.calledCount).toBe(length);
    }
  });

  it('shows nothing called and no commitment before Start', () => {
    const idle = { ...source([]), state: initialGameState([3]), started: null };
    const display = displayStateOf(idle);
    expect(display).toMatchObject({
      status: 'waiting',
      called: [],
      current: null,
      commitment: '',
      prize: 240,
    });
  });

  it('shows only the server’s verdict: nothing while it is on its way, then win with cells and amount', () => {
    expect(
      displayStateOf(source([1, 2, 3, 4, 5], { checked: { cardId: 17, recorded: null } })).result,
    ).toBeNull();
    expect(
      displayStateOf(source([1, 2, 3, 4, 5], { checked: { cardId: 17, recorded: verdict(false) } })).result,
    ).toEqual({
      kind: 'lose',
      cardId: 17,
    });
    expect(displayStateOf(source([1, 2, 3, 4, 5], { win: verdict(true) })).result).toEqual({
      kind: 'win',
      cardId: 17,
      winningCells: [0, 1, 2, 3, 4],
      winners: [17],
      prizeShare: 240,
      bonusAwarded: 500,
    });
  });

  it('names every card of a split win with the share each, and keeps the jackpot apart', () => {
    const split = { ...verdict(true), winners: [17, 42], prizeShare: 120, bonusAwarded: 500 };
    expect(displayStateOf(source([1, 2, 3, 4, 5], { win: split })).result).toEqual({
      kind: 'win',
      cardId: 17,
      winningCells: [0, 1, 2, 3, 4],
      winners: [17, 42],
      prizeShare: 120,
      bonusAwarded: 500,
    });
  });

  it('says paused and ended as the game does', () => {
    const base = source([1, 2, 3]);
    expect(displayStateOf({ ...base, state: gameReducer(base.state, { type: 'pause' }) }).status).toBe(
      'paused',
    );
    expect(displayStateOf({ ...base, state: gameReducer(base.state, { type: 'abandon' }) }).status).toBe(
      'ended',
    );
  });

  it('names the game for its verify page once the server has recorded its end, and not while it runs', () => {
    const base = source([1, 2, 3]);
    expect(displayStateOf(base).gameId).toBeNull();
    expect(displayStateOf({ ...base, state: gameReducer(base.state, { type: 'pause' }) }).gameId).toBeNull();
    const abandoned = displayStateOf({
      ...base,
      state: gameReducer(base.state, { type: 'abandon' }),
      ended: true,
    });
    expect(abandoned.gameId).toBe(started.gameId);
    const winner = { cardId: 17, call: 3, cardIds: [17] };
    const won = { ...base.state, status: 'finished' as const, endReason: 'win' as const, winner };
    expect(displayStateOf({ ...base, state: won, win: verdict(true), ended: true }).gameId).toBe(
      started.gameId,
    );
    // The draw's last ball ends the board, but the server runs the game until Finish: cards can still
    // be checked and win, and the verify page has nothing to show yet.
    const allOut = source(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(displayStateOf(allOut).status).toBe('ended');
    expect(displayStateOf(allOut).gameId).toBeNull();
    expect(displayStateOf({ ...allOut, ended: true }).gameId).toBe(started.gameId);
    // New Game: the console holds no game, and the TV waits for the next one.
    expect(displayStateOf({ ...base, started: null }).gameId).toBeNull();
  });
});
