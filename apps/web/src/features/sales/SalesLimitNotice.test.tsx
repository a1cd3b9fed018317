import { SALES_LIST_MAX } from '@bingo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { SalesLimitNotice } from './SalesLimitNotice';

const NOTICE = 'Showing the newest 5,000 sales of the range; narrow the dates to see older ones.';

describe('SalesLimitNotice', () => {
  it('says nothing while the server sent fewer rows than it may', () => {
    renderWithTheme(<SalesLimitNotice count={SALES_LIST_MAX - 1} limit={SALES_LIST_MAX} />);
    expect(screen.queryByTestId('sales-limit-notice')).toBeNull();
  });

  it('says the list stops short of the range once the server sent all it may', () => {
    renderWithTheme(<SalesLimitNotice count={SALES_LIST_MAX} limit={SALES_LIST_MAX} />);
    expect(screen.getByTestId('sales-limit-notice').textContent).toBe(NOTICE);
  });
});
