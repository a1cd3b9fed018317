import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import '@/i18n/message-text';
import { ApiError } from '@/lib/api';
import { shopLoadError } from './shop-load-error';

afterEach(() => useLocale.getState().setLanguage('en'));

describe('shopLoadError', () => {
  it('says a shop outside the network is not found, in the reader’s language', async () => {
    const notFound = new ApiError(404, 'Shop not found');
    expect(shopLoadError(notFound)).toBe('Shop not found');
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces(['errors', 'network']);
    expect(shopLoadError(notFound)).toBe('ሱቁ አልተገኘም');
  });
});
