import { create } from 'zustand';

export const THEMES = ['theme1', 'theme2', 'theme3'] as const;
export type ThemeName = (typeof THEMES)[number];
export type ButtonColor = 'red' | 'purple' | 'orange';

/** Each theme carries its game-button colour (spec: theme1 red, theme2 purple, theme3 orange). */
export const THEME_BUTTON_COLOR: Record<ThemeName, ButtonColor> = {
  theme1: 'red',
  theme2: 'purple',
  theme3: 'orange',
};

export const DEFAULT_LANGUAGE = 'Amharic - Male';

/** The spec's plain localStorage keys; other screens of the old app read them too. */
export const PREFERENCE_KEYS = {
  theme: 'bingoTheme',
  buttonColor: 'bingoButtonColor',
  language: 'bingoLanguage',
} as const;

interface PreferencesState {
  theme: ThemeName;
  buttonColor: ButtonColor;
  language: string;
  /** Balances stay hidden behind dots until toggled; kept in memory so each session starts hidden. */
  balanceVisible: boolean;
  setTheme: (theme: ThemeName) => void;
  setLanguage: (language: string) => void;
  toggleBalance: () => void;
}

function readTheme(): ThemeName {
  const stored = localStorage.getItem(PREFERENCE_KEYS.theme);
  return THEMES.find((t) => t === stored) ?? 'theme1';
}

function readButtonColor(theme: ThemeName): ButtonColor {
  const stored = localStorage.getItem(PREFERENCE_KEYS.buttonColor);
  return stored === 'red' || stored === 'purple' || stored === 'orange' ? stored : THEME_BUTTON_COLOR[theme];
}

const initialTheme = readTheme();

export const usePreferences = create<PreferencesState>()((set) => ({
  theme: initialTheme,
  buttonColor: readButtonColor(initialTheme),
  language: localStorage.getItem(PREFERENCE_KEYS.language) ?? DEFAULT_LANGUAGE,
  balanceVisible: false,
  setTheme: (theme) => {
    const buttonColor = THEME_BUTTON_COLOR[theme];
    localStorage.setItem(PREFERENCE_KEYS.theme, theme);
    localStorage.setItem(PREFERENCE_KEYS.buttonColor, buttonColor);
    set({ theme, buttonColor });
  },
  setLanguage: (language) => {
    localStorage.setItem(PREFERENCE_KEYS.language, language);
    set({ language });
  },
  toggleBalance: () => set((s) => ({ balanceVisible: !s.balanceVisible })),
}));
