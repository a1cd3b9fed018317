import type { UiLanguage } from '@bingo/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The keys are the English texts themselves (the spec's words), so English needs no catalog: a key
 * is its own translation. Amharic catalogs are one JSON file per feature, fetched the first time a
 * screen of that feature renders in Amharic.
 */
const amharicCatalogs = import.meta.glob<{ default: Record<string, string> }>('../locales/am/*.json');

/** Every namespace (feature) that has a catalog, read from the file names without loading them. */
export const NAMESPACES: readonly string[] = Object.keys(amharicCatalogs).map((path) =>
  path.replace(/^.*\/([^/]+)\.json$/, '$1'),
);

export const UI_LANGUAGE_KEY = 'bingoUiLanguage';
const LANGUAGE_CODES: readonly UiLanguage[] = ['en', 'am'];
export const isUiLanguage = (value: unknown): value is UiLanguage =>
  LANGUAGE_CODES.some((code) => code === value);

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, done) => {
    const load = language === 'am' ? amharicCatalogs[`../locales/am/${namespace}.json`] : undefined;
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, null),
    );
  },
};

function storedLanguage(): UiLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(UI_LANGUAGE_KEY);
  return isUiLanguage(stored) ? stored : 'en';
}

void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    supportedLngs: LANGUAGE_CODES,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // English keys hold '.', ':' and '?' as text, never as separators.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });

// English needs nothing fetched: an empty bundle per namespace marks it loaded, so English screens
// (and the unit tests) render at once without suspending.
for (const namespace of ['common', ...NAMESPACES]) i18n.addResourceBundle('en', namespace, {}, true);
// Adding the bundles also listed every namespace as one to load up front; in Amharic that would fetch
// every catalog on the sign-in page. Each screen asks for its own.
i18n.options.ns = ['common'];
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export { i18n };
