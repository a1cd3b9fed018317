import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, loadCatalog, NAMESPACES } from './catalogs';
import { attachI18next, currentLanguage, useLocale } from './locale';

/**
 * i18next, for every page but the sign-in page (which reads its few texts through light-t.ts and so
 * does not download it): the root route loads this module before such a page renders, and the code
 * that signs in loads it with itself. The catalogs and the language are shared with the sign-in
 * page (catalogs.ts, the locale store).
 */
export { NAMESPACES } from './catalogs';

const sharedCatalogs: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, done) => {
    loadCatalog(language, namespace).then(
      (catalog) => done(null, catalog),
      (error: Error) => done(error, null),
    );
  },
};

void i18n
  .use(sharedCatalogs)
  .use(initReactI18next)
  .init({
    lng: currentLanguage(),
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
// every catalog on the first page. Each screen asks for its own.
i18n.options.ns = ['common'];

attachI18next(i18n);
// A language picked while this module was on its way (the store switches after its catalogs).
useLocale.subscribe(({ language }) => {
  if (i18n.language !== language) void i18n.changeLanguage(language);
});

export { i18n };
