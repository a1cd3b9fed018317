import { describe, expect, it } from 'vitest';
import { NAV_BY_ROLE } from './nav';

const menu = (role: keyof typeof NAV_BY_ROLE) => NAV_BY_ROLE[role].map((item) => `${item.label} ${item.to}`);

describe('the sidebar', () => {
  it('leads a Super Agent and an Agent to their sales history, where they replay their games', () => {
    expect(menu('SuperAgent')).toEqual([
      'Dashboard /superagent',
      'Agents /superagent/agents',
      'Shops /superagent/shops',
      'Balance /superagent/balance',
      'Sales /sales',
      'Shifts /shifts',
    ]);
    expect(menu('Agent')).toEqual([
      'Dashboard /agent',
      'Cashiers /agent/cashiers',
      'Shops /agent/shops',
      'Balance /agent/balance',
      'Sales /sales',
      'Shifts /shifts',
    ]);
  });
});
