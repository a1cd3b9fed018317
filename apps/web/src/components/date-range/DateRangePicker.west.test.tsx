import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '@/lib/format';
import { renderWithTheme } from '@/test/render';
import { DateRangePicker } from './DateRangePicker';

// A hall west of UTC: every formatter made for the tests' hall zone (Addis Ababa, fixed at build
// time) keeps Los Angeles' clock instead. Hoisted, so it is in place before any formatter is made.
vi.hoisted(() => {
  const Real = Intl.DateTimeFormat;
  class WestOfUtc extends Real {
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const west = options?.timeZone === 'Africa/Addis_Ababa';
      super(locales, west ? { ...options, timeZone: 'America/Los_Angeles' } : options);
    }
  }
  // Not a spy: the suites restore spies before each test. The file has its own globals.
  Object.defineProperty(Intl, 'DateTimeFormat', { value: WestOfUtc });
});

describe('days written in a hall west of UTC', () => {
  it('writes a day as that day, not the evening before', () => {
    expect(formatDay('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23', 'longDate')).toBe('Monday, November 23, 2026');
  });

  it("shows the picker's chosen days as they were chosen", () => {
    renderWithTheme(
      <DateRangePicker
        value={{ start: '2026-11-01', end: '2026-11-05' }}
        onChange={() => {}}
        today="2026-11-23"
      />,
    );
    expect(screen.getByTestId('range-start')).toHaveTextContent('Nov 1, 2026');
    expect(screen.getByTestId('range-end')).toHaveTextContent('Nov 5, 2026');
    expect(screen.getByRole('button', { name: 'Nov 1, 2026 – Nov 5, 2026' })).toBeInTheDocument();
  });
});
