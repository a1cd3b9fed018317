import { isCardId } from '@bingo/engine';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENTER_CARD_RANGE_MESSAGE } from '@/features/hall/CardPicker';
import { renderWithTheme } from '@/test/render';
import { CardViewer } from './CardViewer';

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

/** The viewer at /card?id=42, under the same route id ('/_app/card') and search check as the app's. */
async function openCard42() {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: '_app', component: Outlet });
  const card = createRoute({
    getParentRoute: () => app,
    path: 'card',
    validateSearch: (search: Record<string, unknown>): { id: number } => {
      const id = Number(search.id);
      return { id: isCardId(id) ? id : 1 };
    },
    component: CardViewer,
  });
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren([card])]),
    history: createMemoryHistory({ initialEntries: ['/card?id=42'] }),
  });
  renderWithTheme(<RouterProvider router={router} />);
  const field = await screen.findByRole('textbox', { name: 'Card number' });
  expect(shownCard()).toBe('42');
  return field;
}

const shownCard = () => screen.getByRole('group', { name: /^Card \d+$/ }).getAttribute('data-card');

/** Replaces the number in the field key by key, as the cashier types it. */
async function typeCard(field: HTMLElement, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(field);
  await user.type(field, text);
}

describe('CardViewer', () => {
  it('shows the card whose number is typed', async () => {
    const field = await openCard42();
    await typeCard(field, '15');
    expect(await screen.findByText('BINGO CARD #15')).toBeInTheDocument();
    expect(shownCard()).toBe('15');
    expect(screen.queryByText(ENTER_CARD_RANGE_MESSAGE)).toBeNull();
  });

  // Each keystroke that makes a card number shows that card ("1" of "1,5" shows card 1); what the
  // whole text reads is refused, never card 15, 52 or 150.
  it.each([
    ['1,5', '1'],
    ['5-2', '5'],
    ['0', '42'],
    ['151', '15'],
  ])('refuses "%s" with ENTER CARD\'s message and keeps card %s', async (typed, kept) => {
    const field = await openCard42();
    await typeCard(field, typed);
    expect(await screen.findByText(ENTER_CARD_RANGE_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(shownCard()).toBe(kept);
  });
});
