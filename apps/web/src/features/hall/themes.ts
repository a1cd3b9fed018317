// i18n-namespace: hall
import { msg } from '@/i18n/msg';
import { type ButtonColor, type ThemeName, usePreferences } from '@/stores/preferences';

/** Mantine has no 'purple'; its grape is the theme's purple. */
const MANTINE_COLOR: Record<ButtonColor, string> = { red: 'red', purple: 'grape', orange: 'orange' };

/** The themes' names: keys of the hall catalog, for the screen that lists them to pass through `t`. */
export const THEME_LABELS: Record<ThemeName, string> = {
  theme1: msg('Theme 1'),
  theme2: msg('Theme 2'),
  theme3: msg('Theme 3'),
};

/**
 * A background per theme (the spec's background image: a faint pattern over the colour, kept faint
 * so text on it keeps its contrast): a light one behind the cashier's pages and a dark, high-contrast one
 * behind the play paths (/play, /select-cards, /game), which are shown on the hall's big screen.
 */
export const THEME_BACKGROUNDS: Record<ThemeName, { page: string; play: string }> = {
  theme1: {
    page: 'linear-gradient(160deg, #fff5f5 0%, #ffe3e3 55%, #ffc9c9 100%)',
    play: "url('/themes/theme1.svg') repeat, radial-gradient(circle at 25% 15%, #8f1420 0%, #4a0810 45%, #1a0205 100%)",
  },
  theme2: {
    page: 'linear-gradient(160deg, #f8f0fc 0%, #f3d9fa 55%, #eebefa 100%)',
    play: "url('/themes/theme2.svg') repeat, radial-gradient(circle at 25% 15%, #5f2a91 0%, #2e0f52 45%, #0f0420 100%)",
  },
  theme3: {
    page: 'linear-gradient(160deg, #fff4e6 0%, #ffe8cc 55%, #ffd8a8 100%)',
    play: "url('/themes/theme3.svg') repeat, radial-gradient(circle at 25% 15%, #a34a06 0%, #5a2703 45%, #1f0c00 100%)",
  },
};

/** The Mantine colour of the game buttons and the background for the chosen theme, live. */
export function useHallTheme(kind: 'page' | 'play') {
  const theme = usePreferences((s) => s.theme);
  const buttonColor = usePreferences((s) => s.buttonColor);
  return { theme, color: MANTINE_COLOR[buttonColor], background: THEME_BACKGROUNDS[theme][kind] };
}
