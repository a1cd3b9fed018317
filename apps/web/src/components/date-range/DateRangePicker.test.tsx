import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { renderWithTheme } from '@/test/render';
import { DateRangePicker } from './DateRangePicker';
import type { DaySpan } from './presets';

const TODAY = '2026-11-23';

function Picker() {
  const [span, setSpan] = useState<DaySpan | null>({ start: '2026-11-01', end: '2026-11-05' });
  return <DateRangePicker value={span} onChange={setSpan} today={TODAY} />;
}

afterEach(() => useLocale.getState().setCalendar('gregorian'));

describe('DateRangePicker', () => {
  it('is used from the keyboard: Tab stays in the open dropdown, and a choice gives focus back to the button', async () => {
    const u = userEvent.setup();
    renderWithTheme(<Picker />);
    const opener = screen.getByRole('button', { name: /Nov/ });
    await u.tab();
    expect(opener).toHaveFocus();
    await u.keyboard('{Enter}');
    const dropdown = await screen.findByRole('dialog');

    await u.tab();
    await waitFor(() => expect(dropdown).toContainElement(document.activeElement as HTMLElement));

    // jsdom lays nothing out, so the positioning hides the dropdown from the accessibility tree.
    const today = within(dropdown).getByRole('button', { name: 'Today', hidden: true });
    today.focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('range-start')).toHaveTextContent('Nov 23, 2026');
    await waitFor(() => expect(screen.getByRole('button', { name: /Nov 23, 2026/ })).toHaveFocus());
  });

  it("picks this Ethiopian month for a reader of the Ethiopian calendar: 'This Month' is Hidar", async () => {
    useLocale.getState().setCalendar('ethiopic');
    const u = userEvent.setup();
    renderWithTheme(<Picker />);
    await u.click(screen.getByRole('button', { name: /–/ }));
    const dropdown = await screen.findByRole('dialog');
    await u.click(within(dropdown).getByRole('button', { name: 'This Month', hidden: true }));
    // 23 Nov 2026 is 14 Hidar 2019.
    expect(screen.getByTestId('range-start')).toHaveTextContent('1 ኅዳር 2019');
    expect(screen.getByTestId('range-end')).toHaveTextContent('30 ኅዳር 2019');
  });
});
