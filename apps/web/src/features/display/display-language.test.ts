import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { routeTree } from '@/routeTree.gen';
import { displayLinkUrl, parseDisplaySearch } from './display-language';

const TOKEN = 'A'.repeat(43);

/** Opens `path` in the app's own routes, as a TV's browser with no session does. */
async function openOnTheTv(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth: { token: null, user: null } },
  });
  await router.load();
  return router.state.location;
}

beforeEach(async () => {
  // The TV's poll starts as the page opens; no server runs here.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  await useLocale.getState().setLanguage('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLanguage('en');
});

describe("a display link's language", () => {
  it('shows the display in Amharic when the link asks for it, on a device set to English', async () => {
    const location = await openOnTheTv(`/display/remote/${TOKEN}?lang=am`);
    expect(location.pathname).toBe(`/display/remote/${TOKEN}`);
    expect(useLocale.getState().language).toBe('am');
    expect(i18n.language).toBe('am');
    await i18n.loadNamespaces('routes');
    expect(i18n.t('Connecting…', { ns: 'routes' })).toBe('በመገናኘት ላይ…');
  });

  it("keeps the device's language without the parameter, or with one it does not know", async () => {
    await useLocale.getState().setLanguage('am');
    await openOnTheTv(`/display/remote/${TOKEN}`);
    expect(useLocale.getState().language).toBe('am');
    await openOnTheTv(`/display/remote/${TOKEN}?lang=fr`);
    expect(useLocale.getState().language).toBe('am');
  });

  it('reads only the languages the app has', () => {
    expect(parseDisplaySearch({ lang: 'am' })).toEqual({ lang: 'am' });
    expect(parseDisplaySearch({ lang: 'en' })).toEqual({ lang: 'en' });
    expect(parseDisplaySearch({ lang: 'fr' })).toEqual({});
    expect(parseDisplaySearch({})).toEqual({});
  });

  it('is written into the link a TV opens', () => {
    expect(displayLinkUrl('http://hall.test', TOKEN, 'am')).toBe(
      `http://hall.test/display/remote/${TOKEN}?lang=am`,
    );
  });
});
