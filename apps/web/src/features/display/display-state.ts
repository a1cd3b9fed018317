import type { CheckResult } from '@bingo/contracts';
import type { GameState } from '@bingo/engine';
import type { GameInfo } from '../hall/live-game';
import { shortCommitment } from '../hall/live-game';

/**
 * What the room is told of a checked card: its number, and for a win the claimed card's cells, every
 * card that shares the win (DESIGN §5.4), each one's share of the prize and the jackpot apart.
 */
export type DisplayResult =
  | {
      kind: 'win';
      cardId: number;
      winningCells: number[];
      /** Every winning card, ascending; the claimed one among them. */
      winners: number[];
      prizeShare: number;
      bonusAwarded: number;
    }
  | {
      kind: 'lose';
      cardId: number;
      /**
       * When the check was asked, on a display link: the same card asked again with no number since
       * is a new verdict, and only its time says so. The hall's own TV hears each check from its
       * console, and has none.
       */
      askedAt?: string;
    };

/**
 * Everything the player display shows, as plain data: the console posts it whole on every change
 * (and a display link on another device reads the same shape), so a display opened mid-game is
 * complete from the first message. It holds only released numbers and the prize: nothing the room
 * may not see.
 */
export interface DisplayState {
  shopName: string;
  gameType: number;
  gameTypeName: string;
  /** 'waiting' before Start, 'ended' once the game is won, finished or abandoned. */
  status: 'waiting' | 'running' | 'paused' | 'ended';
  /** Released numbers in call order. */
  called: number[];
  /** The last number called, or null before the first call. */
  current: number | null;
  /** The last five called, newest first. */
  lastFive: number[];
  calledCount: number;
  prize: number;
  bonusAmount: number;
  bonusWithinCalls: number;
  /** The commitment's first 8 characters, or '' before Start. */
  commitment: string;
  /** The card just checked, shown full screen; null when no check is on show. */
  result: DisplayResult | null;
  /**
   * The game's id once the server has recorded its end, for the room to find its verify page; null
   * before. The order is public only then, so a running game's state never names it.
   */
  gameId: string | null;
}

/** The board of a game drawn from its released numbers alone (a server's copy), in call order. */
export function boardOf(
  called: number[],
): Pick<DisplayState, 'called' | 'current' | 'lastFive' | 'calledCount'> {
  return {
    called,
    current: called.at(-1) ?? null,
    lastFive: called.slice(-5).reverse(),
    calledCount: called.length,
  };
}

export interface DisplaySource {
  state: GameState;
  started: GameInfo | null;
  shopName: string;
  gameType: number;
  gameTypeName: string;
  prize: number;
  bonusAmount: number;
  bonusWithinCalls: number;
  /** The card on show in the check panel with the server's verdict, if any. */
  checked: { cardId: number; recorded: CheckResult | null } | null;
  /** The confirmed win, kept on show after the check panel closes. */
  win: CheckResult | null;
  /** The server has recorded the end: the board can end at the 75th ball while the game still runs there. */
  ended: boolean;
}

function statusOf(state: GameState, started: GameInfo | null): DisplayState['status'] {
  if (!started || state.status === 'idle') return 'waiting';
  if (state.winner !== null || state.endReason !== null || state.status === 'finished') return 'ended';
  return state.status === 'paused' ? 'paused' : 'running';
}

/** Only the server's recorded verdict is shown to the room: the local one may still be overruled. */
function resultOf(source: DisplaySource): DisplayResult | null {
  const judged = source.win ?? source.checked?.recorded ?? null;
  if (!judged) return null;
  if (judged.won) {
    return {
      kind: 'win',
      cardId: judged.cardId,
      winningCells: [...judged.winningCells],
      winners: judged.winners.length > 0 ? [...judged.winners] : [judged.cardId],
      prizeShare: judged.prizeShare ?? source.prize,
      bonusAwarded: judged.bonusAwarded,
    };
  }
  return { kind: 'lose', cardId: judged.cardId };
}

/** The display's view of the console's game. */
export function displayStateOf(source: DisplaySource): DisplayState {
  const { state, started } = source;
  const called = started ? [...state.called] : [];
  const status = statusOf(state, started);
  return {
    shopName: source.shopName,
    gameType: started?.gameType ?? source.gameType,
    gameTypeName: started?.gameTypeName ?? source.gameTypeName,
    status,
    called,
    current: called.length > 0 ? (state.current ?? null) : null,
    lastFive: started ? [...state.lastFive] : [],
    calledCount: called.length,
    prize: started?.prize ?? source.prize,
    bonusAmount: started?.bonusAmount ?? source.bonusAmount,
    bonusWithinCalls: started?.bonusWithinCalls ?? source.bonusWithinCalls,
    commitment: started ? shortCommitment(started.commitment) : '',
    result: resultOf(source),
    gameId: source.ended && started ? started.gameId : null,
  };
}

/** The display before any word from the console. */
export const EMPTY_DISPLAY: DisplayState = {
  shopName: '',
  gameType: 0,
  gameTypeName: '',
  status: 'waiting',
  called: [],
  current: null,
  lastFive: [],
  calledCount: 0,
  prize: 0,
  bonusAmount: 0,
  bonusWithinCalls: 0,
  commitment: '',
  result: null,
  gameId: null,
};
