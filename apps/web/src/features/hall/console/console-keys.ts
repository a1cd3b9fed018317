// i18n-namespace: hall
import type { GameStatus } from '@bingo/engine';
import { msg } from '@/i18n/msg';

/** What a key press asks of the console. */
export type ConsoleCommand =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'openCheck' }
  | { type: 'checkCard'; cardId: number }
  | { type: 'next' };

export interface ConsoleKeyContext {
  status: GameStatus;
  checkEnabled: boolean;
  /** A win is on show: the next game can be set up. */
  won: boolean;
}

/** The shortcuts, as the console lists them; the actions are keys of the hall catalog. */
export const SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 'S', action: msg('Start') },
  { keys: 'Space', action: msg('Pause / Continue') },
  { keys: 'C', action: msg('Check') },
  { keys: '12 Enter', action: msg('Check card 12') },
  { keys: 'Esc', action: msg('Clear / close') },
  { keys: 'N', action: msg('Next game (after a win)') },
];

/** Card numbers have at most three digits (1–150). */
const MAX_DIGITS = 3;

/**
 * One key press on the console: the digits typed so far (a card number on its way) and what to do.
 * Pure, so every shortcut is tested without a browser.
 */
export function consoleKey(
  typed: string,
  key: string,
  ctx: ConsoleKeyContext,
): { typed: string; command: ConsoleCommand | null } {
  if (/^[0-9]$/.test(key)) {
    return { typed: (typed + key).slice(-MAX_DIGITS), command: null };
  }
  switch (key) {
    case 'Backspace':
      return { typed: typed.slice(0, -1), command: null };
    case 'Escape':
      return { typed: '', command: null };
    case 'Enter': {
      const cardId = Number(typed);
      if (typed === '' || !ctx.checkEnabled || !Number.isInteger(cardId) || cardId < 1) {
        return { typed: '', command: null };
      }
      return { typed: '', command: { type: 'checkCard', cardId } };
    }
    case ' ':
      if (ctx.status === 'running') return { typed, command: { type: 'pause' } };
      if (ctx.status === 'paused') return { typed, command: { type: 'resume' } };
      return { typed, command: null };
    case 's':
    case 'S':
      return { typed, command: ctx.status === 'idle' ? { type: 'start' } : null };
    case 'c':
    case 'C':
      return { typed: '', command: ctx.checkEnabled ? { type: 'openCheck' } : null };
    case 'n':
    case 'N':
      return { typed, command: ctx.won ? { type: 'next' } : null };
    default:
      return { typed, command: null };
  }
}
