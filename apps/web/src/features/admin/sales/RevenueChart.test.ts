import { describe, expect, it } from 'vitest';
import { axisBirr } from './RevenueChart';

describe('axisBirr', () => {
  it('keeps the figure and its unit on one line', () => {
    for (const value of [0, 12.5, 1200, 1_234_567.89]) {
      const label = axisBirr(value);
      expect(label).not.toMatch(/[ \t\n]/);
      expect(label.replace(/\u00a0/g, ' ')).toMatch(/ Br$/);
    }
    expect(axisBirr(1200)).toBe('1,200.00\u00a0Br');
  });
});
