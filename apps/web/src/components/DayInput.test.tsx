import { DatesProvider } from '@mantine/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'dayjs/locale/am';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { useLocale } from '@/i18n/locale';
import { renderWithTheme } from '@/test/render';
import { DayInput, type DayValue } from './DayInput';

/** A field whose form keeps what it emits, as a screen's form does. */
function HeldDay() {
  const [day, setDay] = useState<DayValue>('');
  return <DayInput label="From" value={day} onChange={setDay} />;
}

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

  it('gives its example in the month names the field writes in Amharic, and in its refusal', async () => {
    await useLocale.getState().setLanguage('am');
    await i18n.loadNamespaces('errors');
    onTestFinished(() => useLocale.getState().setLanguage('en'));
    renderWithTheme(
      <DatesProvider settings={{ locale: 'am', firstDayOfWeek: 0 }}>
        <HeldDay />
      </DatesProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'From' });
    expect(field).toHaveAttribute('placeholder', 'ኖቬም 23, 2026');
    const u = userEvent.setup();
    await u.type(field, 'ኖቬም 31, 2026');
    await u.tab();
    expect(await screen.findByText('ትክክለኛ ቀን ያስገቡ፤ ለምሳሌ ኖቬም 23, 2026')).toBeInTheDocument();
  });
});
