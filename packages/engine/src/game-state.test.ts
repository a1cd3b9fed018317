import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_LOCKED_MESSAGE,
  CARD_NOT_SELECTED_MESSAGE,
  CHECK_TOO_EARLY_MESSAGE,
  NO_CARDS_SELECTED_MESSAGE,
} from './game-messages.js';
import {
  canCheck,
  checkProblem,
  type GameAction,
  type GameState,
  gameReducer,
  initialGameState,
} from './game-state.js';

const run = (state: GameState, ...actions: GameAction[]) => actions.reduce(gameReducer, state);
const calls = (...numbers: number[]): GameAction[] => numbers.map((number) => ({ type: 'call', number }));
const started = () => run(initialGameState([3, 17, 42]), { type: 'start' });

describe('gameReducer', () => {
  it('starts idle and runs on start', () => {
    const idle = initialGameState([3, 17, 17, 42]);
    expect(idle).toMatchObject({ status: 'idle', selectedCards: [3, 17, 42], calledCount: 0, current: null });
    expect(gameReducer(idle, { type: 'start' }).status).toBe('running');
    expect(gameReducer(initialGameState([]), { type: 'start' })).toMatchObject({
      status: 'idle',
      error: NO_CARDS_SELECTED_MESSAGE,
    });
  });

  it('calls only while running and keeps the last five, newest first', () => {
    const idle = initialGameState([3, 17]);
    expect(gameReducer(idle, { type: 'call', number: 5 })).toBe(idle);
    const state = run(started(), ...calls(5, 20, 33, 48, 61, 70));
    expect(state).toMatchObject({
      called: [5, 20, 33, 48, 61, 70],
      calledCount: 6,
      current: 70,
      lastFive: [70, 61, 48, 33, 20],
    });
    expect(gameReducer(state, { type: 'call', number: 20 })).toBe(state);
    expect(gameReducer(state, { type: 'call', number: 76 })).toBe(state);
    const paused = gameReducer(state, { type: 'pause' });
    expect(paused.status).toBe('paused');
    expect(gameReducer(paused, { type: 'call', number: 1 })).toBe(paused);
    expect(gameReducer(paused, { type: 'resume' }).status).toBe('running');
  });

  it('finishes after the 75th call', () => {
    const all = Array.from({ length: 75 }, (_, i) => i + 1);
    const state = run(started(), ...calls(...all));
    expect(state).toMatchObject({ status: 'finished', endReason: 'allCalled', calledCount: 75, current: 75 });
  });

  it('needs 5 calls for Check, and opening it pauses a running game', () => {
    const four = run(started(), ...calls(1, 2, 3, 4));
    expect(canCheck(four)).toBe(false);
    expect(canCheck(4)).toBe(false);
    expect(canCheck(5)).toBe(true);
    expect(gameReducer(four, { type: 'openCheck' })).toMatchObject({
      status: 'running',
      checkOpen: false,
      error: CHECK_TOO_EARLY_MESSAGE,
    });
    const five = gameReducer(four, { type: 'call', number: 5 });
    const checking = gameReducer(five, { type: 'openCheck' });
    expect(checking).toMatchObject({ status: 'paused', checkOpen: true, error: null });
    expect(gameReducer(checking, { type: 'call', number: 6 })).toBe(checking);
    expect(gameReducer(checking, { type: 'resume' })).toMatchObject({ status: 'running', checkOpen: false });
    expect(gameReducer(checking, { type: 'closeCheck' })).toMatchObject({
      status: 'paused',
      checkOpen: false,
    });
  });

  it('checks only selected, unlocked cards, with the spec messages', () => {
    const state = run(started(), ...calls(1, 2, 3, 4, 5), { type: 'openCheck' });
    expect(gameReducer(state, { type: 'checkResult', cardId: 99, won: false })).toMatchObject({
      error: 'Card not selected, please enter a valid card.',
      lastCheck: null,
    });
    const checked = gameReducer(state, { type: 'checkResult', cardId: 17, won: false });
    expect(checked).toMatchObject({
      lastCheck: { cardId: 17, won: false, calledCount: 5 },
      checkedCards: [17],
    });
    const locked = gameReducer(checked, { type: 'lock', cardId: 17 });
    expect(locked.lockedCards).toEqual([17]);
    expect(gameReducer(locked, { type: 'lock', cardId: 17 })).toBe(locked);
    expect(gameReducer(locked, { type: 'checkResult', cardId: 17, won: true })).toMatchObject({
      error: 'This card is locked and cannot be checked again.',
      lastCheck: null,
    });
    expect(gameReducer(locked, { type: 'lock', cardId: 99 }).error).toBe(CARD_NOT_SELECTED_MESSAGE);
    expect(checkProblem(locked, 17)).toBe(CARD_LOCKED_MESSAGE);
    expect(checkProblem(locked, 3)).toBeNull();
  });

  it('finishes on the first confirmed win and stops calling', () => {
    const state = run(started(), ...calls(1, 2, 3, 4, 5, 6), { type: 'openCheck' });
    const won = gameReducer(state, { type: 'confirmWin', cardId: 42, cardIds: [3, 42] });
    expect(won).toMatchObject({
      status: 'finished',
      endReason: 'win',
      winner: { cardId: 42, call: 6, cardIds: [42, 3] },
    });
    expect(gameReducer(won, { type: 'confirmWin', cardId: 3 })).toBe(won);
    expect(gameReducer(won, { type: 'resume' })).toBe(won);
    expect(gameReducer(won, { type: 'call', number: 7 })).toBe(won);
    expect(gameReducer(state, { type: 'confirmWin', cardId: 99 }).error).toBe(CARD_NOT_SELECTED_MESSAGE);
  });

  it('still takes claims after all 75 numbers, but not after the game was abandoned', () => {
    const all = Array.from({ length: 75 }, (_, i) => i + 1);
    const exhausted = run(started(), ...calls(...all), { type: 'openCheck' });
    expect(exhausted.checkOpen).toBe(true);
    expect(gameReducer(exhausted, { type: 'confirmWin', cardId: 3 }).endReason).toBe('win');
    const abandoned = run(started(), ...calls(1, 2, 3, 4, 5), { type: 'abandon' });
    expect(abandoned).toMatchObject({ status: 'finished', endReason: 'abandoned' });
    expect(gameReducer(abandoned, { type: 'confirmWin', cardId: 3 })).toBe(abandoned);
    expect(gameReducer(abandoned, { type: 'abandon' })).toBe(abandoned);
  });

  it('start again resets calls, current number, checks, locks and the win', () => {
    const finished = run(
      started(),
      ...calls(1, 2, 3, 4, 5),
      { type: 'checkResult', cardId: 3, won: true },
      { type: 'lock', cardId: 17 },
      { type: 'confirmWin', cardId: 3 },
    );
    const again = gameReducer(finished, { type: 'start' });
    expect(again).toEqual({ ...initialGameState([3, 17, 42]), status: 'running' });
    expect(gameReducer(again, { type: 'start' })).toBe(again);
  });
});

const action: fc.Arbitrary<GameAction> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.integer({ min: 0, max: 76 }).map((number): GameAction => ({ type: 'call', number })),
  },
  fc.constantFrom<GameAction>(
    { type: 'start' },
    { type: 'pause' },
    { type: 'resume' },
    { type: 'openCheck' },
    { type: 'closeCheck' },
    { type: 'abandon' },
  ),
  fc
    .record({ cardId: fc.integer({ min: 1, max: 5 }), won: fc.boolean() })
    .map(({ cardId, won }): GameAction => ({ type: 'checkResult', cardId, won })),
  fc.integer({ min: 1, max: 5 }).map((cardId): GameAction => ({ type: 'confirmWin', cardId })),
  fc.integer({ min: 1, max: 5 }).map((cardId): GameAction => ({ type: 'lock', cardId })),
);

describe('gameReducer properties', () => {
  it('keeps its invariants under any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 200 }), (actions) => {
        let state = initialGameState([1, 2, 3]);
        for (const next of actions) {
          const before = state;
          state = gameReducer(state, next);
          expect(state.calledCount).toBe(state.called.length);
          expect(new Set(state.called).size).toBe(state.called.length);
          expect(state.called.every((n) => n >= 1 && n <= 75)).toBe(true);
          expect(state.lastFive).toEqual(state.called.slice(-5).reverse());
          expect(state.current).toBe(state.called.at(-1) ?? null);
          if (state.calledCount > before.calledCount) expect(before.status).toBe('running');
          if (state.winner !== null) expect(state.status).toBe('finished');
          if (before.winner !== null && next.type !== 'start') expect(state.winner).toEqual(before.winner);
          if (state.lastCheck !== null && state.lastCheck !== before.lastCheck) {
            expect(state.lockedCards).not.toContain(state.lastCheck.cardId);
            expect(state.lastCheck.calledCount).toBeGreaterThanOrEqual(5);
          }
          expect(state.lockedCards.every((id) => state.selectedCards.includes(id))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
