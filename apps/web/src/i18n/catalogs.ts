import type { UiLanguage } from '@bingo/contracts';

/**
 * The keys are the English texts themselves (the spec's words), so English needs no catalog: a key
 * is its own translation. Amharic catalogs are one JSON file per feature, fetched the first time a
 * screen of that feature renders in Amharic. Both readers of the catalogs go through this file, so
 * each is fetched once: the sign-in page's own small `t` (light-t.ts) and i18next (i18n.ts), which
 * every other page loads.
 */
const amharicCatalogs = import.meta.glob<{ default: Catalog }>('../locales/am/*.json');

export type Catalog = Readonly<Record<string, string>>;

/** Every namespace (feature) that has a catalog, read from the file names without loading them. */
export const NAMESPACES: readonly string[] = Object.keys(amharicCatalogs).map((path) =>
  path.replace(/^.*\/([^/]+)\.json$/, '$1'),
);

export const UI_LANGUAGE_KEY = 'bingoUiLanguage';
export const LANGUAGE_CODES: readonly UiLanguage[] = ['en', 'am'];
export const isUiLanguage = (value: unknown): value is UiLanguage =>
  LANGUAGE_CODES.some((code) => code === value);

/** This PC's last choice, for the screens before sign-in. */
export function storedLanguage(): UiLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(UI_LANGUAGE_KEY);
  return isUiLanguage(stored) ? stored : 'en';
}

/** The namespaces the screens without i18next read (light-t.ts): a language switch fetches them first. */
const lightNamespaces = new Set<string>(['common']);
export const readWithoutI18next = (namespace: string) => void lightNamespaces.add(namespace);

/**
 * Fetches the catalogs of the screens without i18next in a language, so they switch at once; a
 * catalog that fails to arrive leaves its screen to wait for it (light-t.ts).
 */
export const preloadLightCatalogs = (language: string): Promise<unknown> =>
  Promise.allSettled([...lightNamespaces].map((namespace) => loadCatalog(language, namespace)));

const NONE: Catalog = {};
const loaded = new Map<string, Catalog>();
const loading = new Map<string, Promise<Catalog>>();

const fileOf = (language: string, namespace: string) =>
  language === 'am' ? amharicCatalogs[`../locales/am/${namespace}.json`] : undefined;

/** The catalog if it is here: at once for English and for a namespace without an Amharic file. */
export function catalogNow(language: string, namespace: string): Catalog | undefined {
  return fileOf(language, namespace) ? loaded.get(namespace) : NONE;
}

/** Fetches a catalog once; a failed fetch is tried again at the next call. */
export function loadCatalog(language: string, namespace: string): Promise<Catalog> {
  const now = catalogNow(language, namespace);
  const file = fileOf(language, namespace);
  if (now || !file) return Promise.resolve(now ?? NONE);
  let pending = loading.get(namespace);
  if (!pending) {
    pending = file().then(
      ({ default: catalog }) => {
        loaded.set(namespace, catalog);
        return catalog;
      },
      (error: unknown) => {
        loading.delete(namespace);
        throw error;
      },
    );
    loading.set(namespace, pending);
  }
  return pending;
}
