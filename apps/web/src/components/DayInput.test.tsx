import { DatesProvider } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'dayjs/locale/am';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { DayInput } from './DayInput';

describe('DayInput', () => {
  it('takes an edited day in Amharic, where the field shows the month in Amharic', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <DatesProvider settings={{ locale: 'am', firstDayOfWeek: 0 }}>
        <DayInput label="From" value="2026-11-23" onChange={onChange} />
      </DatesProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'From' });
    expect(field).toHaveValue('ኖቬም 23, 2026');
    const u = userEvent.setup();
    await u.clear(field);
    await u.type(field, 'ኖቬም 24, 2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
  });
});
