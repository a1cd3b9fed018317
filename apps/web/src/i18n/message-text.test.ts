import { controlCharacterMessage } from '@bingo/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useLocale } from './locale';
import { messageText } from './message-text';

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});

describe('the login limit’s wait in Amharic', () => {
  it('says minutes and hours in Amharic too', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces('errors');
    const wait = (w: string) =>
      messageText(`Too many login attempts for this account. Please wait ${w} and try again.`);
    expect(wait('15 minutes')).toBe('ለዚህ መለያ በጣም ብዙ የመግቢያ ሙከራዎች ተደርገዋል። እባክዎ 15 ደቂቃ ጠብቀው እንደገና ይሞክሩ።');
    expect(wait('168 hours')).toBe('ለዚህ መለያ በጣም ብዙ የመግቢያ ሙከራዎች ተደርገዋል። እባክዎ 168 ሰዓት ጠብቀው እንደገና ይሞክሩ።');
    expect(wait('1 hour')).toBe('ለዚህ መለያ በጣም ብዙ የመግቢያ ሙከራዎች ተደርገዋል። እባክዎ 1 ሰዓት ጠብቀው እንደገና ይሞክሩ።');
  });
});

describe('a field named inside a refusal, in Amharic', () => {
  it.each([
    ['Notes', 'ማስታወሻ'],
    ['Reason', 'ምክንያት'],
    ['Password', 'የይለፍ ቃል'],
    ['Current password', 'የአሁኑ የይለፍ ቃል'],
    ['Search', 'ፍለጋ'],
  ] as const)('names %s in Amharic too', async (label, amharic) => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces('errors');
    expect(messageText(controlCharacterMessage(label))).toBe(`${amharic} የመቆጣጠሪያ ቁምፊዎችን መያዝ የለበትም`);
  });
});
