import { type Catalog, catalogNow, loadCatalog, readWithoutI18next } from './catalogs';
import { useLocale } from './locale';

/**
 * The texts of the sign-in page, and of the language switch that it shares with the header, read
 * without i18next: the sign-in page is what every PC loads first, and i18next would be a tenth of
 * its JavaScript. These screens need no more than a key and its translation (no values, no
 * plurals). Like react-i18next with `useSuspense`, a screen waits for its catalog (Suspense) rather
 * than show English meanwhile. Every other page reads its texts through i18next, loaded by the root
 * route (routes/__root.tsx), from the same catalogs.
 */
export type LightT = (key: string) => string;

/** The catalogs being fetched, one promise each for Suspense to wait on. */
const arrivals = new Map<string, Promise<void>>();
/** A catalog that failed to arrive reads as English, as i18next shows it after its retries. */
const NOT_HERE: Catalog = {};
const failed = new Set<string>();

function arrival(language: string, namespace: string, key: string): Promise<void> {
  let wait = arrivals.get(key);
  if (!wait) {
    wait = loadCatalog(language, namespace).then(
      () => void arrivals.delete(key),
      () => {
        failed.add(key);
        arrivals.delete(key);
      },
    );
    arrivals.set(key, wait);
  }
  return wait;
}

/** `t` for one namespace in the viewer's language; the catalog-keys check reads the file's namespace. */
export function useLightT(namespace = 'common'): LightT {
  readWithoutI18next(namespace);
  const language = useLocale((s) => s.language);
  const key = `${language}/${namespace}`;
  const catalog = catalogNow(language, namespace) ?? (failed.has(key) ? NOT_HERE : undefined);
  // Thrown for the nearest Suspense boundary, which shows the screen once it settles (as react-i18next does).
  if (!catalog) throw arrival(language, namespace, key);
  return (text) => catalog[text] || text;
}
