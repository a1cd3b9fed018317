import { describe, expect, it } from 'vitest';
import { type DisplayFeed, type DisplayGame, EMPTY_FEED, takeState } from './display-order';
import { type DisplayState, EMPTY_DISPLAY } from './display-state';
import { gameScreen, LIVE_GAME, LIVE_PAUSED, OLD_BINGO, OLD_GAME } from './testing/display-games';

const SETUP: DisplayState = { ...EMPTY_DISPLAY, shopName: 'Piassa Hall' };

/** The states in the order they arrive, each with its game and stamp. */
function feedOf(...messages: [DisplayState, DisplayGame | null, number][]): DisplayFeed {
  return messages.reduce((feed, [state, g, at]) => takeState(feed, state, { game: g, at }), EMPTY_FEED);
}

describe('the display takes a state only when it is not older than the one it shows', () => {
  it('keeps the live game when a tab left on an older game’s BINGO answers after it, stamped later', () => {
    // The old tab was reloaded after the live game began: its stamp is the later one, its game is not.
    const feed = feedOf([LIVE_PAUSED, LIVE_GAME, 500], [OLD_BINGO, OLD_GAME, 900]);
    expect(feed.display).toBe(LIVE_PAUSED);
    expect(feed.game).toEqual(LIVE_GAME);
  });

  it('ends on the live game whichever of the two tabs answers first', () => {
    expect(feedOf([OLD_BINGO, OLD_GAME, 900], [LIVE_PAUSED, LIVE_GAME, 500]).display).toBe(LIVE_PAUSED);
    expect(feedOf([LIVE_PAUSED, LIVE_GAME, 500], [OLD_BINGO, OLD_GAME, 900]).display).toBe(LIVE_PAUSED);
  });

  it('takes a game started after the one shown ended', () => {
    const next = gameScreen('running', 1);
    const feed = feedOf([OLD_BINGO, OLD_GAME, 100], [next, LIVE_GAME, 50]);
    expect(feed.display).toBe(next);
  });

  it('never goes back to fewer released numbers of the same game, whatever the stamp', () => {
    const at20 = gameScreen('running', 20);
    const at19 = gameScreen('running', 19);
    expect(feedOf([at20, LIVE_GAME, 100], [at19, LIVE_GAME, 200]).display).toBe(at20);
    expect(feedOf([at19, LIVE_GAME, 100], [at20, LIVE_GAME, 200]).display).toBe(at20);
  });

  it('orders states with as many numbers by their stamp: a pause, a check, its verdict, Continue', () => {
    const running = gameScreen('running', 30);
    const paused = gameScreen('paused', 30);
    const judged = gameScreen('paused', 30, { result: { kind: 'lose', cardId: 9 } });
    expect(feedOf([running, LIVE_GAME, 1], [paused, LIVE_GAME, 2], [judged, LIVE_GAME, 3]).display).toBe(
      judged,
    );
    // The verdict answered again after Continue (a display's hello met a tab that had not moved on).
    expect(feedOf([judged, LIVE_GAME, 3], [running, LIVE_GAME, 4], [judged, LIVE_GAME, 3]).display).toBe(
      running,
    );
    // The same state twice changes nothing.
    const once = feedOf([judged, LIVE_GAME, 3]);
    expect(takeState(once, judged, { game: LIVE_GAME, at: 3 })).toBe(once);
  });

  it('takes the end a console posts as it goes (signed out, game closed), and the result of the game', () => {
    const ended = gameScreen('ended', 30);
    expect(feedOf([gameScreen('running', 30), LIVE_GAME, 10], [ended, LIVE_GAME, 11]).display).toBe(ended);
    const won = gameScreen('ended', 31, {
      result: { kind: 'win', cardId: 9, winningCells: [0], winners: [9], prizeShare: 240, bonusAwarded: 0 },
    });
    expect(feedOf([LIVE_PAUSED, LIVE_GAME, 10], [won, LIVE_GAME, 12]).display).toBe(won);
  });

  it('takes a reloaded console’s restored game: the same game, as many numbers or more, paused', () => {
    const restored = gameScreen('paused', 31);
    expect(feedOf([gameScreen('running', 30), LIVE_GAME, 10], [restored, LIVE_GAME, 20]).display).toBe(
      restored,
    );
  });

  it('lets a console with no game clear an ended game, never a live one', () => {
    expect(feedOf([OLD_BINGO, OLD_GAME, 10], [SETUP, null, 20]).display).toBe(SETUP);
    expect(feedOf([LIVE_PAUSED, LIVE_GAME, 10], [SETUP, null, 20]).display).toBe(LIVE_PAUSED);
    // A live game heard after the screen before Start still takes the TV.
    expect(feedOf([SETUP, null, 20], [LIVE_PAUSED, LIVE_GAME, 10]).display).toBe(LIVE_PAUSED);
    // An older word from a console with no game does not clear a later result.
    expect(feedOf([OLD_BINGO, OLD_GAME, 30], [SETUP, null, 20]).display).toBe(OLD_BINGO);
  });

  it('once cleared, lets an ended game back only with a later word, and an older game never', () => {
    const cleared = feedOf([OLD_BINGO, OLD_GAME, 10], [SETUP, null, 20]);
    expect(takeState(cleared, OLD_BINGO, { game: OLD_GAME, at: 10 })).toBe(cleared);
    // A tab left on the old BINGO answers a freshly opened display after the screen before Start did.
    expect(feedOf([SETUP, null, 20], [OLD_BINGO, OLD_GAME, 10]).display).toBe(SETUP);
    const endedLive = gameScreen('ended', 40);
    const cleared2 = feedOf([endedLive, LIVE_GAME, 50], [SETUP, null, 60]);
    expect(takeState(cleared2, OLD_BINGO, { game: OLD_GAME, at: 70 })).toBe(cleared2);
    expect(takeState(cleared2, endedLive, { game: LIVE_GAME, at: 70 }).display).toBe(endedLive);
  });

  it('tells games created in the same millisecond apart by their id, the same way every time', () => {
    const twin: DisplayGame = { id: '00000000-0000-4000-8000-00000000000c', createdAt: LIVE_GAME.createdAt };
    const a = gameScreen('running', 5);
    const b = gameScreen('running', 2);
    expect(feedOf([a, LIVE_GAME, 1], [b, twin, 2]).display).toBe(b);
    expect(feedOf([b, twin, 2], [a, LIVE_GAME, 3]).display).toBe(b);
  });
});
