/**
 * One colour per column, as on printed bingo balls: B blue, I red, N grey, G green, O orange. The I
 * red leans to pink (#d6336c) so a lit I stands out on theme1's dark red; every colour keeps white
 * numbers above 4.5:1.
 */
export const COLUMN_COLORS = ['#1864ab', '#d6336c', '#495057', '#2b8a3e', '#d9480f'] as const;

export function columnColor(column: number): string {
  return COLUMN_COLORS[column] ?? COLUMN_COLORS[0];
}

/** The colour of a ball's column. */
export function ballColor(n: number): string {
  return columnColor(Math.floor((n - 1) / 15));
}
