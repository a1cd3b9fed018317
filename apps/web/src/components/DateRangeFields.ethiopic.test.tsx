import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '@/i18n/locale';
import { dayRange } from '@/lib/format';
import { renderWithTheme } from '../test/render';
import { DateRangeFields, type DayRange } from './DateRangeFields';

vi.setConfig({ testTimeout: 20_000 });

function setup(value: DayRange = { start: '2026-11-01', end: '2026-11-20' }) {
  const onApply = vi.fn<(range: DayRange | null) => void>();
  renderWithTheme(<DateRangeFields value={value} onApply={onApply} />);
  const u = userEvent.setup({ delay: null });
  const start = () => screen.getByRole('textbox', { name: 'Start Date' });
  const end = () => screen.getByRole('textbox', { name: 'End Date' });
  const apply = () => u.click(screen.getByRole('button', { name: 'Apply Filter' }));
  return { onApply, u, start, end, apply };
}

async function typedRange(calendar: 'gregorian' | 'ethiopic', startText: string, endText: string) {
  useLocale.getState().setCalendar(calendar);
  const { onApply, u, start, end, apply } = setup();
  await u.clear(start());
  await u.type(start(), startText);
  await u.clear(end());
  await u.type(end(), endText);
  await apply();
  return onApply.mock.lastCall?.[0];
}

describe('DateRangeFields in the Ethiopian calendar', () => {
  afterEach(() => useLocale.getState().setCalendar('gregorian'));

  it('shows the days as Ethiopian dates', () => {
    useLocale.getState().setCalendar('ethiopic');
    const { start, end } = setup({ start: '2024-09-11', end: '2026-11-23' });
    expect(start()).toHaveValue('01/01/2017');
    expect(end()).toHaveValue('14/03/2019');
  });

  it('filters the same days for a typed Ethiopian date as for its Gregorian equal', async () => {
    const ethiopic = await typedRange('ethiopic', '6/13/2015', '14 ኅዳር 2019');
    document.body.innerHTML = '';
    const gregorian = await typedRange('gregorian', 'Sep 11, 2023', 'Nov 23, 2026');
    expect(ethiopic).toEqual({ start: '2023-09-11', end: '2026-11-23' });
    expect(ethiopic).toEqual(gregorian);
    // The server is asked for the same instants: the hall's own midnights of those days.
    expect(dayRange(ethiopic?.start ?? '', ethiopic?.end ?? '')).toEqual(
      dayRange(gregorian?.start ?? '', gregorian?.end ?? ''),
    );
  });

  it('refuses a day the Ethiopian calendar does not have, with an Ethiopian example', async () => {
    useLocale.getState().setCalendar('ethiopic');
    const { onApply, u, start, apply } = setup();
    await u.clear(start());
    await u.type(start(), '7/13/2015');
    await apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid date, e.g. 14/03/2019')).toBeInTheDocument();
  });
});
