import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholders, scanKeys } from './catalog-keys';
import { MESSAGE_TEXTS } from './message-text';

const src = join(__dirname, '..');
const amDir = join(src, 'locales', 'am');

/** Namespaces whose keys are chosen at run time; each is checked against its own source of keys. */
const DYNAMIC_NAMESPACES = new Set<string>(['errors']);

const catalogs = new Map(
  readdirSync(amDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [
      f.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(amDir, f), 'utf8')) as Record<string, unknown>,
    ]),
);
const scan = scanKeys(src);

/** The errors catalog is keyed by code; every other catalog by its English text. */
const englishOf = (ns: string, key: string) => (ns === 'errors' ? (MESSAGE_TEXTS[key] ?? key) : key);

describe('Amharic catalogs', () => {
  it('every t() call has a key the check can read', () => {
    expect(scan.problems).toEqual([]);
  });

  it('hold every key the code uses', () => {
    const missing = [...scan.keys].flatMap(([ns, keys]) =>
      [...keys].filter((key) => !(key in (catalogs.get(ns) ?? {}))).map((key) => `${ns}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('hold no key that the code does not use', () => {
    const unused = [...catalogs]
      .filter(([ns]) => !DYNAMIC_NAMESPACES.has(ns))
      .flatMap(([ns, catalog]) =>
        Object.keys(catalog)
          .filter((key) => !scan.keys.get(ns)?.has(key))
          .map((key) => `${ns}: ${key}`),
      );
    expect(unused).toEqual([]);
  });

  it('translate every key into Amharic text with the same placeholders', () => {
    const bad = [...catalogs].flatMap(([ns, catalog]) =>
      Object.entries(catalog)
        .filter(
          ([key, value]) =>
            typeof value !== 'string' ||
            !/[\u1200-\u139F]/.test(value) ||
            placeholders(value).join() !== placeholders(englishOf(ns, key)).join(),
        )
        .map(([key]) => `${ns}: ${key}`),
    );
    expect(bad).toEqual([]);
  });

  it('translate every message code, and no other key, in the errors catalog', () => {
    expect(Object.keys(catalogs.get('errors') ?? {}).sort()).toEqual(Object.keys(MESSAGE_TEXTS).sort());
  });
});
