import type { Calendar, Preferences, UiLanguage } from '@bingo/contracts';
import { create } from 'zustand';
import { i18n, isUiLanguage, UI_LANGUAGE_KEY } from './i18n';

export const CALENDAR_KEY = 'bingoCalendar';

interface LocaleState {
  language: UiLanguage;
  calendar: Calendar;
  /** Switches every screen's language; kept on this PC for the sign-in page. */
  setLanguage: (language: UiLanguage) => Promise<void>;
  setCalendar: (calendar: Calendar) => void;
  /** A language picked on the sign-in page: the person's new choice, kept on their account. */
  signInPick: UiLanguage | null;
  setSignInPick: (language: UiLanguage | null) => void;
  /** What the account said at the last sign-in, applied once the session is set. */
  accountPreferences: Partial<Preferences>;
  setAccountPreferences: (preferences: Partial<Preferences>) => void;
}

const storedCalendar = (): Calendar =>
  typeof localStorage !== 'undefined' && localStorage.getItem(CALENDAR_KEY) === 'ethiopic'
    ? 'ethiopic'
    : 'gregorian';

/**
 * The viewer's language and calendar. The signed-in user's choice comes from the server and is
 * mirrored here; before sign-in, this PC's last choice applies.
 */
export const useLocale = create<LocaleState>()((set) => ({
  language: isUiLanguage(i18n.language) ? i18n.language : 'en',
  calendar: storedCalendar(),
  setLanguage: async (language) => {
    localStorage.setItem(UI_LANGUAGE_KEY, language);
    document.documentElement.lang = language;
    if (i18n.language !== language) await i18n.changeLanguage(language);
    set({ language });
  },
  setCalendar: (calendar) => {
    localStorage.setItem(CALENDAR_KEY, calendar);
    set({ calendar });
  },
  signInPick: null,
  setSignInPick: (signInPick) => set({ signInPick }),
  accountPreferences: {},
  setAccountPreferences: (accountPreferences) => set({ accountPreferences }),
}));

export const currentLanguage = (): UiLanguage => useLocale.getState().language;
export const currentCalendar = (): Calendar => useLocale.getState().calendar;
