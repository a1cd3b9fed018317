import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, aSale } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { SalesTransactionsTab } from './SalesTransactionsTab';

const ROWS = [aSale({ id: 1 }), aSale({ id: 2 }), aSale({ id: 3 })];

const table = () => within(screen.getByRole('table', { name: 'Sales transactions' }));

describe('SalesTransactionsTab', () => {
  it('links each sale to its game’s replay', async () => {
    renderInRouter(() => <SalesTransactionsTab rows={ROWS} limit={1000} />, ADMIN);
    await screen.findByRole('table', { name: 'Sales transactions' });
    const replays = table().getAllByRole('link', { name: 'Replay' });
    expect(replays.map((a) => a.getAttribute('href'))).toEqual(ROWS.map((r) => `/games/${r.gameId}`));
  });
});
