import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { ADMIN, aSale } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { SalesTable } from './SalesTable';
import { salesHistoryCsv } from './sales-csv';

afterEach(async () => {
  await useLocale.getState().setLanguage('en');
});

describe('SalesTable', () => {
  it('names the game type in Amharic, on screen and in the CSV, for a reader in Amharic', async () => {
    await useLocale.getState().setLanguage('am');
    const sale = aSale({ gameType: 2, gameTypeName: 'Any vertical' });
    renderInRouter(() => <SalesTable rows={[sale]} replay />, ADMIN);
    expect(await screen.findByText('ማንኛውም ቁመታዊ መስመር')).toBeInTheDocument();
    expect(screen.queryByText('Any vertical')).toBeNull();
    expect(salesHistoryCsv([sale])).toContain('ማንኛውም ቁመታዊ መስመር');
  });
});
