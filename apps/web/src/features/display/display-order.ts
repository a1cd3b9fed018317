import { type DisplayState, EMPTY_DISPLAY } from './display-state';

/** The game a console's state is about: its id and when the server created it (ISO). */
export interface DisplayGame {
  id: string;
  createdAt: string;
}

/** Where a console's state stands: which game (null before Start) and when the console came to it. */
export interface DisplayStamp {
  game: DisplayGame | null;
  /**
   * On a clock every window of this browser shares and that never runs back within a window
   * (performance.timeOrigin + performance.now()), so a reloaded console or a second tab still
   * compares with the first.
   */
  at: number;
}

/** The time a console stamps on its states. */
export const displayClock = () => performance.timeOrigin + performance.now();

/** What the display shows, and what it has already seen, so nothing older takes the screen back. */
export interface DisplayFeed {
  display: DisplayState;
  /** The newest game shown so far, still remembered while a console with no game clears the screen. */
  game: DisplayGame | null;
  /** The numbers released in that game when last shown: they only grow. */
  released: number;
  /** The stamp of the state on the screen. */
  at: number;
  /** The screen shows a console with no game started (it cleared the last game). */
  noGame: boolean;
}

export const EMPTY_FEED: DisplayFeed = {
  display: EMPTY_DISPLAY,
  game: null,
  released: 0,
  at: Number.NEGATIVE_INFINITY,
  noGame: true,
};

/** Which of two games the server created later (the id only breaks a tie): > 0 when `a` is newer. */
function compareGames(a: DisplayGame, b: DisplayGame): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return a.id === b.id ? 0 : a.id > b.id ? 1 : -1;
}

const isLive = (display: DisplayState) => display.status === 'running' || display.status === 'paused';

/**
 * The display's rule for a state from any console of this browser (a second tab, a reloaded one, a
 * tab left on an old result): it is shown only when it is not older than what is on the screen.
 * - An older game never takes the screen; within a game, fewer released numbers is an older state,
 *   and with as many the later stamp wins.
 * - A console with no game yet (the screen before Start) clears the screen only when the game shown
 *   is over and its word is the later one: a live game stays on the TV until its console ends it.
 * - Once cleared so, a game that is over comes back only with a later word; a live one always does.
 * Returns `feed` itself when the state is dropped.
 */
export function takeState(feed: DisplayFeed, state: DisplayState, stamp: DisplayStamp): DisplayFeed {
  const later = stamp.at > feed.at;
  if (stamp.game === null) {
    if (isLive(feed.display) || !later) return feed;
    return { ...feed, display: state, at: stamp.at, noGame: true };
  }
  if (feed.game !== null) {
    const order = compareGames(stamp.game, feed.game);
    if (order < 0) return feed;
    if (
      order === 0 &&
      (state.calledCount < feed.released || (state.calledCount === feed.released && !later))
    ) {
      return feed;
    }
  }
  if (feed.noGame && !isLive(state) && !later) return feed;
  return { display: state, game: stamp.game, released: state.calledCount, at: stamp.at, noGame: false };
}
