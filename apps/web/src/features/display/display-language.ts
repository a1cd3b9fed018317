import type { UiLanguage } from '@bingo/contracts';
import { isUiLanguage } from '@/i18n/catalogs';
import { currentLanguage, useLocale } from '@/i18n/locale';

/**
 * A display link's own language (`?lang=am`): a hall's TV is often set to English while its players
 * read Amharic, and a TV has no one to press a switch on it. Any other value is left out.
 */
export function parseDisplaySearch(search: Record<string, unknown>): { lang?: UiLanguage } {
  return isUiLanguage(search.lang) ? { lang: search.lang } : {};
}

/**
 * Shows the display in the link's language before its first picture, so the TV never starts in the
 * device's. It is kept on that device, as the switch of any other screen is. The router hands on the
 * address's raw parameters beside the parsed ones, so the value is checked here again.
 */
export async function applyDisplayLanguage(search: Record<string, unknown>): Promise<void> {
  const { lang } = parseDisplaySearch(search);
  if (lang && lang !== currentLanguage()) await useLocale.getState().setLanguage(lang);
}

/** The address a TV opens: the link, in the language its players read. */
export const displayLinkUrl = (origin: string, token: string, language: UiLanguage): string =>
  `${origin}/display/remote/${token}?lang=${language}`;
