import { describe, expect, it } from 'vitest';
import { type DisplayFeed, type DisplayGame, EMPTY_FEED, takeState } from './display-order';
import { type DisplayState, EMPTY_DISPLAY } from './display-state';

const OLD: DisplayGame = {
  id: '00000000-0000-4000-8000-00000000000a',
  createdAt: '2025-03-01T09:00:00.000Z',
};
const LIVE: DisplayGame = {
  id: '00000000-0000-4000-8000-00000000000b',
  createdAt: '2025-03-01T09:20:00.000Z',
};

/** A game's screen with `count` numbers released (1, 2, 3…). */
function game(
  status: DisplayState['status'],
  count: number,
  extra: Partial<DisplayState> = {},
): DisplayState {
  const called = Array.from({ length: count }, (_, i) => i + 1);
  return {
    ...EMPTY_DISPLAY,
    shopName: 'Piassa Hall',
    status,
    called,
    current: called.at(-1) ?? null,
    lastFive: called.slice(-5).reverse(),
    calledCount: count,
    prize: 240,
    ...extra,
  };
}

const WON_OLD = game('ended', 12, {
  result: { kind: 'win', cardId: 4, winningCells: [0, 1, 2, 3, 4], amount: 240 },
});
const PAUSED_LIVE = game('paused', 30, { result: { kind: 'lose', cardId: 9 } });
const SETUP: DisplayState = { ...EMPTY_DISPLAY, shopName: 'Piassa Hall' };

/** The states in the order they arrive, each with its game and stamp. */
function feedOf(...messages: [DisplayState, DisplayGame | null, number][]): DisplayFeed {
  return messages.reduce((feed, [state, g, at]) => takeState(feed, state, { game: g, at }), EMPTY_FEED);
}

describe('the display takes a state only when it is not older than the one it shows', () => {
  it('keeps the live game when a tab left on an older game’s BINGO answers after it, stamped later', () => {
    // The old tab was reloaded after the live game began: its stamp is the later one, its game is not.
    const feed = feedOf([PAUSED_LIVE, LIVE, 500], [WON_OLD, OLD, 900]);
    expect(feed.display).toBe(PAUSED_LIVE);
    expect(feed.game).toEqual(LIVE);
  });

  it('ends on the live game whichever of the two tabs answers first', () => {
    expect(feedOf([WON_OLD, OLD, 900], [PAUSED_LIVE, LIVE, 500]).display).toBe(PAUSED_LIVE);
    expect(feedOf([PAUSED_LIVE, LIVE, 500], [WON_OLD, OLD, 900]).display).toBe(PAUSED_LIVE);
  });

  it('takes a game started after the one shown ended', () => {
    const next = game('running', 1);
    const feed = feedOf([WON_OLD, OLD, 100], [next, LIVE, 50]);
    expect(feed.display).toBe(next);
  });

  it('never goes back to fewer released numbers of the same game, whatever the stamp', () => {
    const at20 = game('running', 20);
    const at19 = game('running', 19);
    expect(feedOf([at20, LIVE, 100], [at19, LIVE, 200]).display).toBe(at20);
    expect(feedOf([at19, LIVE, 100], [at20, LIVE, 200]).display).toBe(at20);
  });

  it('orders states with as many numbers by their stamp: a pause, a check, its verdict, Continue', () => {
    const running = game('running', 30);
    const paused = game('paused', 30);
    const judged = game('paused', 30, { result: { kind: 'lose', cardId: 9 } });
    expect(feedOf([running, LIVE, 1], [paused, LIVE, 2], [judged, LIVE, 3]).display).toBe(judged);
    // The verdict answered again after Continue (a display's hello met a tab that had not moved on).
    expect(feedOf([judged, LIVE, 3], [running, LIVE, 4], [judged, LIVE, 3]).display).toBe(running);
    // The same state twice changes nothing.
    const once = feedOf([judged, LIVE, 3]);
    expect(takeState(once, judged, { game: LIVE, at: 3 })).toBe(once);
  });

  it('takes the end a console posts as it goes (signed out, game closed), and the result of the game', () => {
    const ended = game('ended', 30);
    expect(feedOf([game('running', 30), LIVE, 10], [ended, LIVE, 11]).display).toBe(ended);
    const won = game('ended', 31, { result: { kind: 'win', cardId: 9, winningCells: [0], amount: 240 } });
    expect(feedOf([PAUSED_LIVE, LIVE, 10], [won, LIVE, 12]).display).toBe(won);
  });

  it('takes a reloaded console’s restored game: the same game, as many numbers or more, paused', () => {
    const restored = game('paused', 31);
    expect(feedOf([game('running', 30), LIVE, 10], [restored, LIVE, 20]).display).toBe(restored);
  });

  it('lets a console with no game clear an ended game, never a live one', () => {
    expect(feedOf([WON_OLD, OLD, 10], [SETUP, null, 20]).display).toBe(SETUP);
    expect(feedOf([PAUSED_LIVE, LIVE, 10], [SETUP, null, 20]).display).toBe(PAUSED_LIVE);
    // A live game heard after the screen before Start still takes the TV.
    expect(feedOf([SETUP, null, 20], [PAUSED_LIVE, LIVE, 10]).display).toBe(PAUSED_LIVE);
    // An older word from a console with no game does not clear a later result.
    expect(feedOf([WON_OLD, OLD, 30], [SETUP, null, 20]).display).toBe(WON_OLD);
  });

  it('once cleared, lets an ended game back only with a later word, and an older game never', () => {
    const cleared = feedOf([WON_OLD, OLD, 10], [SETUP, null, 20]);
    expect(takeState(cleared, WON_OLD, { game: OLD, at: 10 })).toBe(cleared);
    // A tab left on the old BINGO answers a freshly opened display after the screen before Start did.
    expect(feedOf([SETUP, null, 20], [WON_OLD, OLD, 10]).display).toBe(SETUP);
    const endedLive = game('ended', 40);
    const cleared2 = feedOf([endedLive, LIVE, 50], [SETUP, null, 60]);
    expect(takeState(cleared2, WON_OLD, { game: OLD, at: 70 })).toBe(cleared2);
    expect(takeState(cleared2, endedLive, { game: LIVE, at: 70 }).display).toBe(endedLive);
  });

  it('tells games created in the same millisecond apart by their id, the same way every time', () => {
    const twin: DisplayGame = { id: '00000000-0000-4000-8000-00000000000c', createdAt: LIVE.createdAt };
    const a = game('running', 5);
    const b = game('running', 2);
    expect(feedOf([a, LIVE, 1], [b, twin, 2]).display).toBe(b);
    expect(feedOf([b, twin, 2], [a, LIVE, 3]).display).toBe(b);
  });
});
