import { BALL_COUNT, isBall } from './ball.js';
import {
  CARD_LOCKED_MESSAGE,
  CARD_NOT_SELECTED_MESSAGE,
  CHECK_TOO_EARLY_MESSAGE,
  MIN_CALLS_TO_CHECK,
  NO_CARDS_SELECTED_MESSAGE,
} from './game-messages.js';

/** Not started, calling, paused (by the operator or by Check), or over. */
export type GameStatus = 'idle' | 'running' | 'paused' | 'finished';

/** Why a finished game ended. */
export type GameEndReason = 'win' | 'allCalled' | 'abandoned';

/** The last card checked and what the check said. */
export type CheckOutcome = {
  /** The printed card checked. */
  cardId: number;
  /** Whether the check found a win. */
  won: boolean;
  /** How many balls had been called at the check. */
  calledCount: number;
};

/** The confirmed win that ended the game. */
export type GameWin = {
  /** The card whose win was confirmed. */
  cardId: number;
  /**
   * The call the win is credited to: the one the card first won at, as the server judged it, or the
   * count at the check when the action gives none.
   */
  call: number;
  /** Every card sharing the prize (the confirmed card first). */
  cardIds: readonly number[];
};

/** Everything the game screen shows, derived by `gameReducer` only. */
export type GameState = {
  status: GameStatus;
  /** The game's printed-card ids, duplicates dropped, in the order given. */
  selectedCards: readonly number[];
  /** Balls in call order. */
  called: readonly number[];
  /** `called.length`: the number of balls called so far, 0–75. */
  calledCount: number;
  /** The ball just called, or null before the first call. */
  current: number | null;
  /** The last five balls called, newest first. */
  lastFive: readonly number[];
  /** Whether the Check panel is open (the game is paused while it is). */
  checkOpen: boolean;
  /** The last check recorded, or null. */
  lastCheck: CheckOutcome | null;
  /** Every card checked so far, each once, in the order first checked. */
  checkedCards: readonly number[];
  /** Cards that can no longer be checked. */
  lockedCards: readonly number[];
  /** The confirmed win, once there is one. */
  winner: GameWin | null;
  /** Why the game finished, or null while it is not finished. */
  endReason: GameEndReason | null;
  /** The message of the last refused action, cleared by the next accepted check-related action. */
  error: string | null;
};

/**
 * What can happen to a game. `number` is a ball (1–75), `cardId` a printed card (1–150) and `call`
 * a 1-based call; see gameReducer for what each action does.
 */
export type GameAction =
  | { type: 'start' }
  | { type: 'call'; number: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'openCheck' }
  | { type: 'closeCheck' }
  | { type: 'checkResult'; cardId: number; won: boolean }
  | { type: 'confirmWin'; cardId: number; call?: number; cardIds?: readonly number[] }
  | { type: 'lock'; cardId: number }
  | { type: 'abandon' };

/**
 * A game that has not started, for the given cards (duplicates dropped, order kept).
 *
 * @example initialGameState([3, 17]).status // 'idle'
 */
export function initialGameState(selectedCards: readonly number[]): GameState {
  return {
    status: 'idle',
    selectedCards: Object.freeze([...new Set(selectedCards)]),
    called: [],
    calledCount: 0,
    current: null,
    lastFive: [],
    checkOpen: false,
    lastCheck: null,
    checkedCards: [],
    lockedCards: [],
    winner: null,
    endReason: null,
    error: null,
  };
}

/**
 * Why a card cannot be checked now, or null when it can: it must be one of the game's cards, not
 * locked, and at least 5 numbers must have been called.
 *
 * @example checkProblem(state, 151) // 'Card not selected, please enter a valid card.'
 */
export function checkProblem(state: GameState, cardId: number): string | null {
  if (!state.selectedCards.includes(cardId)) return CARD_NOT_SELECTED_MESSAGE;
  if (state.lockedCards.includes(cardId)) return CARD_LOCKED_MESSAGE;
  if (!canCheck(state)) return CHECK_TOO_EARLY_MESSAGE;
  return null;
}

/**
 * Whether Check may be opened: the one rule that a check needs at least MIN_CALLS_TO_CHECK (5)
 * numbers called. Takes the called count, or anything that carries it (a game state).
 *
 * @example canCheck(4) // false
 * @example canCheck(initialGameState([1, 2])) // false
 */
export function canCheck(called: number | { readonly calledCount: number }): boolean {
  return (typeof called === 'number' ? called : called.calledCount) >= MIN_CALLS_TO_CHECK;
}

const refuse = (state: GameState, error: string): GameState => ({ ...state, error });

/**
 * The game's rules as a pure reducer (no clocks, no I/O; React's useReducer or any store can run it).
 * - start: from idle or finished, resets calls, current number, checks, locks and the win; needs cards.
 * - call: only while running; a ball already called or not a ball is ignored; the 75th call finishes.
 * - pause / resume: running ⇄ paused; resume also closes Check.
 * - openCheck: needs 5 calls; pauses a running game.
 * - checkResult: records a check of a selected, unlocked card.
 * - confirmWin: the first confirmed win finishes the game; later ones (or any after abandon) are ignored.
 * - lock: a locked card cannot be checked again.
 * - abandon: finishes a game that is not over yet.
 * An action that does not apply returns the same state object; a refused one sets `error`.
 *
 * @example gameReducer(initialGameState([1, 2]), { type: 'start' }).status // 'running'
 */
export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'start': {
      if (state.status === 'running' || state.status === 'paused') return state;
      if (state.selectedCards.length === 0) return refuse(state, NO_CARDS_SELECTED_MESSAGE);
      return { ...initialGameState(state.selectedCards), status: 'running' };
    }
    case 'call': {
      const n = action.number;
      if (state.status !== 'running' || !isBall(n) || state.called.includes(n)) return state;
      const called = [...state.called, n];
      const done = called.length === BALL_COUNT;
      return {
        ...state,
        called,
        calledCount: called.length,
        current: n,
        lastFive: [n, ...state.lastFive].slice(0, 5),
        status: done ? 'finished' : 'running',
        endReason: done ? 'allCalled' : null,
      };
    }
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused'
        ? { ...state, status: 'running', checkOpen: false, error: null }
        : state;
    case 'openCheck': {
      if (!canCheck(state)) return refuse(state, CHECK_TOO_EARLY_MESSAGE);
      const status = state.status === 'running' ? 'paused' : state.status;
      return { ...state, status, checkOpen: true, lastCheck: null, error: null };
    }
    case 'closeCheck':
      return { ...state, checkOpen: false, error: null };
    case 'checkResult': {
      const problem = checkProblem(state, action.cardId);
      if (problem !== null) return { ...state, lastCheck: null, error: problem };
      const checkedCards = state.checkedCards.includes(action.cardId)
        ? state.checkedCards
        : [...state.checkedCards, action.cardId];
      const lastCheck = { cardId: action.cardId, won: action.won, calledCount: state.calledCount };
      return { ...state, lastCheck, checkedCards, error: null };
    }
    case 'confirmWin': {
      if (state.winner !== null || state.endReason === 'abandoned') return state;
      const problem = checkProblem(state, action.cardId);
      if (problem !== null) return refuse(state, problem);
      const others = (action.cardIds ?? []).filter((id) => id !== action.cardId);
      const winner = {
        cardId: action.cardId,
        call: action.call ?? state.calledCount,
        cardIds: [action.cardId, ...others],
      };
      return { ...state, status: 'finished', endReason: 'win', winner, error: null };
    }
    case 'lock': {
      if (!state.selectedCards.includes(action.cardId)) return refuse(state, CARD_NOT_SELECTED_MESSAGE);
      if (state.lockedCards.includes(action.cardId)) return state;
      return { ...state, lockedCards: [...state.lockedCards, action.cardId], error: null };
    }
    case 'abandon':
      return state.status === 'finished' ? state : { ...state, status: 'finished', endReason: 'abandoned' };
  }
}
