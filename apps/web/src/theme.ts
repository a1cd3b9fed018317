import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The hall's brand red (theme1's button colour), tuned for contrast on white. */
const bingoRed: MantineColorsTuple = [
  '#ffeaec',
  '#fcd4d7',
  '#f4a7ad',
  '#ec7780',
  '#e64f5a',
  '#e23542',
  '#e12735',
  '#c81b29',
  '#b31323',
  '#9d041c',
];

export const theme = createTheme({
  primaryColor: 'bingo',
  // Shade 8: white labels on filled buttons and alerts (blue, green, orange) pass axe-core's contrast rule.
  primaryShade: 8,
  colors: { bingo: bingoRed },
  fontFamily: 'Inter, "Segoe UI", "Noto Sans Ethiopic", system-ui, -apple-system, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", "Noto Sans Ethiopic", system-ui, sans-serif' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true } },
  },
});
