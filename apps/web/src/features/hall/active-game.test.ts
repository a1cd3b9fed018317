import type { GameRecord, StartedGame } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ActiveGame,
  MISMATCH_MESSAGE,
  newActiveGame,
  parseActiveGame,
  reconcile,
  restoredState,
  restoredTracker,
  setupOf,
} from './active-game';
import { ANY_HORIZONTAL, drawOrder } from './testing/game-screen';

const game: StartedGame = {
  gameId: '00000000-0000-4000-8000-000000000001',
  drawOrder,
  commitment: 'c0ffee',
  prize: 27,
  commission: 3,
  newBalance: 997,
  totalAmount: 30,
  betAmount: 10,
  ratePercent: 10,
  cards: [1, 2, 3],
  numberOfCards: 3,
  gameType: ANY_HORIZONTAL,
  gameTypeName: 'Any horizontal',
  typeIndex: 1,
  bonusWithinCalls: 5,
  bonusAmount: 100,
  lastCallRule: 'AllowLate',
  createdAt: '2025-01-01T10:00:00.000Z',
};

const active: ActiveGame = {
  ...newActiveGame(game, 3, 'English'),
  calledCount: 9,
  checkedCards: [3],
  lockedCards: [3],
  claims: [{ cardId: 3, calledCount: 6, won: false }],
};

function record(change: Partial<GameRecord> = {}): GameRecord {
  return {
    id: game.gameId,
    cashierId: '00000000-0000-4000-8000-00000000000c',
    shopId: '00000000-0000-4000-8000-00000000000e',
    gameType: game.gameType,
    gameTypeName: game.gameTypeName,
    typeIndex: 1,
    ratePercent: 10,
    cards: game.cards,
    betAmount: 10,
    totalAmount: 30,
    commission: 3,
    prize: 27,
    bonusWithinCalls: 5,
    bonusOffered: 100,
    bonusAwarded: 0,
    bonusType: 'None',
    drawOrder,
    commitment: 'c0ffee',
    status: 'running',
    lastCallRule: 'AllowLate',
    winningCall: null,
    winners: [],
    prizeShare: null,
    endedAtCall: null,
    lockedCards: [3],
    claims: [
      {
        cardId: 3,
        calledCount: 6,
        won: false,
        firstWinCall: null,
        late: false,
        locked: true,
        createdAt: '2025-01-01T10:01:00.000Z',
      },
    ],
    createdAt: game.createdAt,
    finishedAt: null,
    ...change,
  };
}

describe('the saved game', () => {
  it('restores the board paused after exactly its calls, with its checks and locks', () => {
    const state = restoredState(active);
    expect(state).toMatchObject({
      status: 'paused',
      calledCount: 9,
      called: drawOrder.slice(0, 9),
      current: drawOrder[8],
      lastFive: drawOrder.slice(4, 9).reverse(),
      checkedCards: [3],
      lockedCards: [3],
      lastCheck: null,
      winner: null,
      error: null,
    });
    // Card 1's top row is the first five numbers: the tracker knows it has won by call 9.
    expect(restoredTracker(active).winners(ANY_HORIZONTAL, 5)).toEqual([1]);
  });

  it('restores a game with every number called as over but still open for claims', () => {
    const state = restoredState({ ...active, calledCount: 75 });
    expect(state).toMatchObject({ status: 'finished', endReason: 'allCalled', calledCount: 75 });
  });

  it('sets the game up as it was bought, not as the setup screens hold it now', () => {
    expect(setupOf(active)).toEqual({
      gameType: ANY_HORIZONTAL,
      speed: 3,
      typeIndex: 1,
      selectedCards: [1, 2, 3],
      betAmount: 10,
      bonusWithinCalls: 5,
      bonusAmount: 100,
    });
  });

  it('ignores a saved game that is not the expected shape', () => {
    expect(parseActiveGame(active)).toEqual(active);
    expect(parseActiveGame({ ...active, calledCount: 76 })).toBeNull();
    expect(parseActiveGame({ ...active, game: { ...game, drawOrder: 'x' } })).toBeNull();
    expect(parseActiveGame('{')).toBeNull();
    expect(parseActiveGame(undefined)).toBeNull();
  });
});

describe('holding the saved game against the server', () => {
  it('resumes a running game with the same draw, taking the server’s later claims and locks', () => {
    const server = record({
      lockedCards: [3, 2],
      claims: [
        ...record().claims,
        { ...(record().claims[0] as GameRecord['claims'][number]), cardId: 2, calledCount: 11 },
      ],
    });
    expect(reconcile(active, server)).toEqual({
      kind: 'restore',
      active: {
        ...active,
        calledCount: 11,
        checkedCards: [3, 2],
        lockedCards: [3, 2],
        claims: [
          { cardId: 3, calledCount: 6, won: false },
          { cardId: 2, calledCount: 11, won: false },
        ],
      },
    });
  });

  it('never moves the call count back', () => {
    const result = reconcile({ ...active, calledCount: 20 }, record());
    expect(result.kind === 'restore' && result.active.calledCount).toBe(20);
  });

  it('drops a game the server has won, naming the winners', () => {
    expect(
      reconcile(active, record({ status: 'won', winners: [1], winningCall: 5, endedAtCall: 7 })),
    ).toEqual({
      kind: 'ended',
      message: 'This game was already won by card #1 at call 5. It cannot be resumed.',
    });
    expect(reconcile(active, record({ status: 'won', winners: [1, 2], winningCall: 5 }))).toEqual({
      kind: 'ended',
      message: 'This game was already won by cards #1, #2 at call 5. It cannot be resumed.',
    });
  });

  it('drops a game the server has abandoned or finished', () => {
    expect(reconcile(active, record({ status: 'abandoned', endedAtCall: 9 }))).toEqual({
      kind: 'ended',
      message: 'This game was recorded as abandoned at call 9. It cannot be resumed.',
    });
    expect(reconcile(active, record({ status: 'finished' }))).toEqual({
      kind: 'ended',
      message: 'This game has already finished. It cannot be resumed.',
    });
  });

  it('drops a game whose draw or commitment differ from the server’s', () => {
    const swapped = [drawOrder[1] ?? 0, drawOrder[0] ?? 0, ...drawOrder.slice(2)];
    expect(reconcile(active, record({ drawOrder: swapped }))).toEqual({
      kind: 'ended',
      message: MISMATCH_MESSAGE,
    });
    expect(reconcile(active, record({ commitment: 'beef' }))).toEqual({
      kind: 'ended',
      message: MISMATCH_MESSAGE,
    });
  });
});
