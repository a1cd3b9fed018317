import type { CSSProperties } from 'react';

// The game screen and the player display fill a room's screen the same way, so one look serves both.

/** The whole window, in a column, scaled to the screen's height. */
export const screenRootStyle: CSSProperties = {
  width: '100vw',
  height: '100vh',
  minWidth: 800,
  minHeight: 600,
  display: 'flex',
  flexDirection: 'column',
  gap: 'clamp(6px, 1.4vh, 18px)',
  padding: 'clamp(8px, 1.4vh, 20px)',
  boxSizing: 'border-box',
  overflow: 'hidden',
  color: '#fff',
};

/** The column beside the board: the current ball on top, the facts spread below it. */
export const screenSideStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'clamp(6px, 1.2vh, 16px)',
  minHeight: 0,
};

/** The player display's own background: the room's screen is navy whatever the console's theme. */
export const DISPLAY_BACKGROUND = '#0b1020';
