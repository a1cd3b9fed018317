import { describe, expect, it } from 'vitest';
import { parseDay } from './day-text';

describe('parseDay', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-1-5', '2026-01-05'],
    ['11/23/2026', '2026-11-23'],
    ['1/5/2026', '2026-01-05'],
    ['Nov 23, 2026', '2026-11-23'],
    ['November 23 2026', '2026-11-23'],
    ['  nov. 3, 2026 ', '2026-11-03'],
    ['Feb 29, 2028', '2028-02-29'],
    // The field in Amharic shows dayjs's Amharic month names.
    ['ኖቬም 24, 2026', '2026-11-24'],
    ['ኖቬምበር 24, 2026', '2026-11-24'],
    ['ጃንዋ 5, 2027', '2027-01-05'],
  ])('reads %j as %s', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });

  it.each([
    '',
    '2',
    '2026',
    '2026-11',
    '2026-13-01',
    '2026-02-30',
    'Feb 29, 2026',
    '13/01/2026',
    '23/11/2026',
    'Nox 23, 2026',
    '0002-11-23',
    '2100-01-01',
    'yesterday',
    '2026-11-23T00:00',
  ])('refuses %j', (text) => {
    expect(parseDay(text)).toBeNull();
  });
});
