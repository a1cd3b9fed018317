import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, aSale, fixtureId } from '@/test/fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { SalesTransactionsTab } from './SalesTransactionsTab';

const selam = { superAgentId: fixtureId(), superAgentName: 'Selam Haile' };
const dawit = { agentId: fixtureId(), agentName: 'Dawit Bekele', ...selam };
const abel = { agentId: fixtureId(), agentName: 'Abel Girma', ...selam };
/** Every sale is sold by a cashier, under its agent and that agent's super agent. */
const ROWS = [
  aSale({ id: 1, userName: 'Hana Tesfaye', totalAmount: 120, ...dawit }),
  aSale({ id: 2, userName: 'Liya Mekonnen', totalAmount: 60, ...abel }),
  aSale({ id: 3, userName: 'Hana Tesfaye', totalAmount: 30, ...dawit }),
];

const table = () => within(screen.getByRole('table', { name: 'Sales transactions' }));
/** Each row's User and Role cells. */
const listed = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [user, role] = within(row).getAllByRole('cell');
      return `${user?.textContent} ${role?.textContent}`;
    });

async function choose(u: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await u.click(screen.getByRole('combobox', { name: field }));
  await u.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('SalesTransactionsTab', () => {
  it('shows the sales under the agent or super agent they were made under for those roles', async () => {
    renderInRouter(() => <SalesTransactionsTab rows={ROWS} limit={1000} />, ADMIN);
    await screen.findByRole('table', { name: 'Sales transactions' });
    expect(listed()).toEqual(['Hana Tesfaye Cashier', 'Liya Mekonnen Cashier', 'Hana Tesfaye Cashier']);
    const u = userEvent.setup({ delay: null });

    await choose(u, /Role/, 'Agent');
    expect(listed()).toEqual(['Dawit Bekele Agent', 'Abel Girma Agent', 'Dawit Bekele Agent']);
    await choose(u, /User/, 'Dawit Bekele');
    expect(listed()).toEqual(['Dawit Bekele Agent', 'Dawit Bekele Agent']);

    await choose(u, /Role/, 'SuperAgent');
    expect(listed()).toEqual(['Selam Haile SuperAgent', 'Selam Haile SuperAgent', 'Selam Haile SuperAgent']);
    expect(screen.queryByText('No sales found for the selected filters.')).toBeNull();
  });

  it('links each sale to its game’s replay', async () => {
    renderInRouter(() => <SalesTransactionsTab rows={ROWS} limit={1000} />, ADMIN);
    await screen.findByRole('table', { name: 'Sales transactions' });
    const replays = table().getAllByRole('link', { name: 'Replay' });
    expect(replays.map((a) => a.getAttribute('href'))).toEqual(ROWS.map((r) => `/games/${r.gameId}`));
  });
});
