import type { RemoteDisplay } from '@bingo/contracts';
import { describe, expect, it } from 'vitest';
import { aDisplayCheck } from '@/test/fixtures';
import { EMPTY_DISPLAY } from './display-state';
import { displayFromRemote } from './remote-display';

const call = (number: number, label: string) => ({ number, label, calledAt: '2026-11-23T10:00:00.000Z' });
const game = (
  over: Partial<NonNullable<RemoteDisplay['game']>> = {},
): NonNullable<RemoteDisplay['game']> => ({
  status: 'running',
  paused: false,
  gameType: 2,
  gameTypeName: 'Any two lines',
  calls: [call(7, 'B7'), call(20, 'I20'), call(33, 'N33'), call(50, 'G50'), call(61, 'O61'), call(1, 'B1')],
  prize: 120,
  bonusAmount: 50,
  bonusWithinCalls: 20,
  commitment: 'abcdef12',
  lastCheck: null,
  ...over,
});

describe('displayFromRemote', () => {
  it('shows the shop alone before its first game', () => {
    expect(displayFromRemote({ shopName: 'Piassa', game: null })).toEqual({
      ...EMPTY_DISPLAY,
      shopName: 'Piassa',
    });
  });

  it('draws the released calls: the last one large, the last five newest first', () => {
    const shown = displayFromRemote({ shopName: 'Piassa', game: game() });
    expect(shown).toMatchObject({
      status: 'running',
      called: [7, 20, 33, 50, 61, 1],
      current: 1,
      lastFive: [1, 61, 50, 33, 20],
      calledCount: 6,
      prize: 120,
      commitment: 'abcdef12',
      result: null,
    });
  });

  it('shows a check while no number has been released since, with the time it was asked, and a win once it ends the game', () => {
    const lose = aDisplayCheck();
    const drawn = { kind: 'lose', cardId: 9, askedAt: '2026-11-23T10:00:05.000Z' };
    expect(
      displayFromRemote({ shopName: 'P', game: game({ paused: true, lastCheck: lose }) }).result,
    ).toEqual(drawn);
    // Running again at the same count: Continue may have come inside the TV's poll, so the check is
    // drawn for useLostCheckShown to judge.
    expect(displayFromRemote({ shopName: 'P', game: game({ lastCheck: lose }) }).result).toEqual(drawn);
    // Calling went on after the check: the old verdict is off the screen.
    expect(
      displayFromRemote({ shopName: 'P', game: game({ lastCheck: { ...lose, calledCount: 5 } }) }).result,
    ).toBeNull();
    const win = aDisplayCheck({
      cardId: 4,
      won: true,
      winningCells: [0, 1, 2, 3, 4],
      winners: [4, 19],
      prizeShare: 60,
      bonusAwarded: 50,
      amount: 110,
    });
    expect(displayFromRemote({ shopName: 'P', game: game({ status: 'won', lastCheck: win }) })).toMatchObject(
      {
        status: 'ended',
        result: {
          kind: 'win',
          cardId: 4,
          winningCells: [0, 1, 2, 3, 4],
          winners: [4, 19],
          prizeShare: 60,
          bonusAwarded: 50,
        },
      },
    );
  });

  it('names an ended game for its verify page, won, with no winner or abandoned, and no game while it runs', () => {
    const id = '7f8e6c1a-0000-4000-8000-000000000002';
    for (const status of ['won', 'finished', 'abandoned'] as const) {
      expect(displayFromRemote({ shopName: 'P', game: game({ status, gameId: id }) }).gameId).toBe(id);
    }
    expect(displayFromRemote({ shopName: 'P', game: game() }).gameId).toBeNull();
    expect(displayFromRemote({ shopName: 'P', game: game({ paused: true }) }).gameId).toBeNull();
  });
});
