import type { Calendar, Preferences, UiLanguage } from '@bingo/contracts';
import { create } from 'zustand';
import { preloadLightCatalogs, storedLanguage, UI_LANGUAGE_KEY } from './catalogs';

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

/** What the store needs of i18next: the pages past the sign-in page load it (i18n.ts), this one does not. */
interface LoadedI18next {
  readonly language: string;
  changeLanguage: (language: UiLanguage) => Promise<unknown>;
}
let i18next: LoadedI18next | undefined;
/** Called by i18n.ts once i18next is set up, so a language switch reaches its screens too. */
export const attachI18next = (instance: LoadedI18next) => {
  i18next = instance;
};

const storedCalendar = (): Calendar =>
  typeof localStorage !== 'undefined' && localStorage.getItem(CALENDAR_KEY) === 'ethiopic'
    ? 'ethiopic'
    : 'gregorian';

/**
 * The viewer's language and calendar. The signed-in user's choice comes from the server and is
 * mirrored here; before sign-in, this PC's last choice applies.
 */
export const useLocale = create<LocaleState>()((set) => ({
  language: storedLanguage(),
  calendar: storedCalendar(),
  setLanguage: async (language) => {
    localStorage.setItem(UI_LANGUAGE_KEY, language);
    document.documentElement.lang = language;
    // The screens on show switch once their catalogs are here, so none shows English meanwhile.
    await Promise.all([
      i18next && i18next.language !== language ? i18next.changeLanguage(language) : undefined,
      preloadLightCatalogs(language),
    ]);
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

if (typeof document !== 'undefined') document.documentElement.lang = useLocale.getState().language;
// i18next used to fetch the common catalog as it started; the sign-in page reads it from the start.
void preloadLightCatalogs(useLocale.getState().language);

export const currentLanguage = (): UiLanguage => useLocale.getState().language;
export const currentCalendar = (): Calendar => useLocale.getState().calendar;
