import type { DisplayStamp } from './display-order';
import type { DisplayState } from './display-state';

/** The channel the console and its display window share (same origin, same browser). */
export const DISPLAY_CHANNEL = 'bingo-hall-display';
/** The display says it is alive this often; the console counts it closed after a few silent beats. */
export const HEARTBEAT_MS = 1000;
export const SILENT_AFTER_MS = 3500;

export type DisplayMessage =
  /**
   * Console → display: the whole state, on every change, stamped with its game and time so the
   * display can tell it from an older one (another tab, a reloaded console).
   */
  | { type: 'state'; state: DisplayState; stamp: DisplayStamp }
  /** Display → console: it has just opened (or reopened) and needs the state. */
  | { type: 'hello' }
  /** Display → console: still open. */
  | { type: 'alive' }
  /** Display → console: its window is closing. */
  | { type: 'bye' };

/** The console's word: a whole state with its stamp. */
export type StateMessage = Extract<DisplayMessage, { type: 'state' }>;

export function openDisplayChannel(onMessage: (message: DisplayMessage) => void) {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(DISPLAY_CHANNEL);
  channel.onmessage = (event: MessageEvent<DisplayMessage>) => onMessage(event.data);
  return channel;
}
