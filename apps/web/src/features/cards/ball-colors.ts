/**
 * One colour per column, as on printed bingo balls: B blue, I red, N grey, G green, O orange. Each
 * keeps white numbers (and its own letter on the white of the current ball) at 4.5:1 or more, so
 * they pass as small text: the last five balls and an 800×600 board draw them under 18.66 px bold.
 * The I red leans to pink (#d6336c) so a lit I stands out on theme1's dark red; G and O are a shade
 * darker than Mantine's green 9 and orange 9 (4.37:1 and 4.30:1), same hue. ball-colors.test.ts
 * computes every ratio.
 */
export const COLUMN_COLORS = ['#1864ab', '#d6336c', '#495057', '#277c38', '#c3410e'] as const;

/**
 * A number not yet called on the board: a dark chip and a dimmed white, so it reads at 4.5:1 on the
 * display's navy and on the brightest stop of every theme's background, yet stays quieter than a
 * lit one.
 */
export const UNCALLED_CELL = 'rgba(0,0,0,0.4)';
export const UNCALLED_NUMBER = 'rgba(255,255,255,0.6)';

export function columnColor(column: number): string {
  return COLUMN_COLORS[column] ?? COLUMN_COLORS[0];
}

/** The colour of a ball's column. */
export function ballColor(n: number): string {
  return columnColor(Math.floor((n - 1) / 15));
}
