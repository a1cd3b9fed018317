import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_DAY_MESSAGE } from '../lib/day-text';
import { renderWithTheme } from '../test/render';
import { BOTH_DAYS_MESSAGE, DateRangeFields, type DayRange } from './DateRangeFields';

// Typing into Mantine inputs is slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const NOVEMBER: DayRange = { start: '2026-11-01', end: '2026-11-23' };

function setup(value: DayRange = NOVEMBER) {
  const onApply = vi.fn<(range: DayRange | null) => void>();
  renderWithTheme(<DateRangeFields value={value} onApply={onApply} />);
  const u = userEvent.setup({ delay: null });
  // Fields are looked up afresh: a field left with a typed day is redrawn in the app's own format.
  const start = () => screen.getByRole('textbox', { name: 'Start Date' });
  const end = () => screen.getByRole('textbox', { name: 'End Date' });
  const apply = () => u.click(screen.getByRole('button', { name: 'Apply Filter' }));
  return { onApply, u, start, end, apply };
}

describe('DateRangeFields', () => {
  it('shows the days as the app writes dates', () => {
    const { start, end } = setup();
    expect(start()).toHaveValue('Nov 1, 2026');
    expect(end()).toHaveValue('Nov 23, 2026');
  });

  it('applies a start day typed in each form a person may use', async () => {
    const { onApply, u, start, apply } = setup();
    for (const [text, day, shown] of [
      ['2026-11-05', '2026-11-05', 'Nov 5, 2026'],
      ['11/07/2026', '2026-11-07', 'Nov 7, 2026'],
      ['Nov 9, 2026', '2026-11-09', 'Nov 9, 2026'],
    ] as const) {
      await u.clear(start());
      await u.type(start(), text);
      await apply();
      expect(onApply).toHaveBeenLastCalledWith({ start: day, end: '2026-11-23' });
      expect(start()).toHaveValue(shown);
    }
    expect(screen.queryByText(INVALID_DAY_MESSAGE)).not.toBeInTheDocument();
  });

  it('survives two changes of a field before the screen redraws, as typing into a date segment does', async () => {
    const { onApply, start, apply } = setup();
    const input = start();
    const setText = (text: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    act(() => {
      setText('2026-11-0');
      setText('2026-11-04');
    });
    await apply();
    expect(onApply).toHaveBeenLastCalledWith({ start: '2026-11-04', end: '2026-11-23' });
  });

  it('refuses a typed date that does not exist, says so, and keeps the range', async () => {
    const { onApply, u, start, apply } = setup();
    await u.clear(start());
    await u.type(start(), '2026-02-30');
    await apply();
    expect(await screen.findByText(INVALID_DAY_MESSAGE)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    await u.clear(start());
    await u.type(start(), 'not a date');
    await u.tab();
    expect(screen.getByText(INVALID_DAY_MESSAGE)).toBeInTheDocument();
    await u.clear(start());
    await u.type(start(), '2026-02-28');
    expect(screen.queryByText(INVALID_DAY_MESSAGE)).not.toBeInTheDocument();
    await apply();
    expect(onApply).toHaveBeenLastCalledWith({ start: '2026-02-28', end: '2026-11-23' });
  });

  it('goes back to the default range when both days are cleared, and asks for both when one is', async () => {
    const { onApply, u, start, end, apply } = setup();
    await u.clear(start());
    await apply();
    expect(screen.getByText(BOTH_DAYS_MESSAGE)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    await u.clear(end());
    await apply();
    expect(onApply).toHaveBeenLastCalledWith(null);
  });

  it('swaps an end typed before the start', async () => {
    const { onApply, u, end, apply } = setup();
    await u.clear(end());
    await u.type(end(), '10/15/2026');
    await apply();
    expect(onApply).toHaveBeenLastCalledWith({ start: '2026-10-15', end: '2026-11-01' });
  });
});
