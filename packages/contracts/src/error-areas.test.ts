import { describe, expect, it } from 'vitest';
import { ROUTE_AREAS, type RouteArea, routeArea, routeGroups } from './error-areas';
import { errorCodeFor, errorCodeOf, MESSAGE_GROUPS, type MessageGroup } from './errors';

const groups = Object.keys(MESSAGE_GROUPS) as MessageGroup[];

/** Each text more than one table holds, with the tables that hold it. */
function sharedTexts(): Record<string, MessageGroup[]> {
  const holders = new Map<string, MessageGroup[]>();
  for (const group of groups)
    for (const text of new Set(Object.values(MESSAGE_GROUPS[group])))
      holders.set(text, [...(holders.get(text) ?? []), group]);
  return Object.fromEntries([...holders].filter(([, held]) => held.length > 1));
}

/** The code each part of the API that says a shared text sends with it. */
const SENT: Record<string, Partial<Record<RouteArea, string>>> = {
  'No shop is assigned to your account': {
    'display-links': 'DISPLAY_LINK_NO_SHOP',
    games: 'GAME_NO_SHOP',
    'game-settings': 'GAME_NO_SHOP',
    shifts: 'GAME_NO_SHOP',
  },
  'Please select a shop': {
    jackpot: 'JACKPOT_SHOP_REQUIRED',
    'game-settings': 'GAME_SETTINGS_SHOP_REQUIRED',
    shop: 'SHOP_SELECT_SHOP',
  },
  'Invalid shop selection. Please select a valid shop.': {
    'game-settings': 'GAME_SETTINGS_SHOP_NOT_FOUND',
    shop: 'SHOP_INVALID_SHOP',
    auth: 'SHOP_INVALID_SHOP',
  },
  'Please fill in all required fields': {
    shop: 'SHOP_FILL_ALL',
    auth: 'USER_FILL_ALL',
    agent: 'USER_FILL_ALL',
  },
  'User not found': {
    auth: 'USER_USER_NOT_FOUND',
    balance: 'USER_USER_NOT_FOUND',
    saleshistory: 'USER_USER_NOT_FOUND',
  },
};

describe('texts that two tables share', () => {
  it('are these, and no others', () => {
    expect(sharedTexts()).toEqual({
      'No shop is assigned to your account': ['DISPLAY_LINK', 'GAME'],
      'Please select a shop': ['GAME_SETTINGS', 'JACKPOT', 'SHOP'],
      'Invalid shop selection. Please select a valid shop.': ['GAME_SETTINGS', 'SHOP'],
      'Please fill in all required fields': ['SHOP', 'USER'],
      'User not found': ['USER', 'SERVER'],
    });
    expect(Object.keys(SENT).sort()).toEqual(Object.keys(sharedTexts()).sort());
  });

  it('carry the code of the part of the API that says them', () => {
    for (const [text, byArea] of Object.entries(SENT))
      for (const [area, code] of Object.entries(byArea))
        expect(errorCodeFor(400, text, ROUTE_AREAS[area as RouteArea]), `${area}: ${text}`).toEqual({ code });
  });

  it("carry the code of the part's first table that holds them, in every part", () => {
    for (const [text, held] of Object.entries(sharedTexts()))
      for (const [area, spoken] of Object.entries(ROUTE_AREAS)) {
        const own = spoken.find((group) => held.includes(group));
        if (own)
          expect(errorCodeFor(400, text, spoken).code, `${area}: ${text}`).toMatch(new RegExp(`^${own}_`));
      }
  });

  it('read as the first table’s code from the words alone, as a screen reads them', () => {
    expect(errorCodeOf('Please select a shop')).toEqual({ code: 'GAME_SETTINGS_SHOP_REQUIRED' });
    expect(errorCodeFor(400, 'Please select a shop')).toEqual({ code: 'GAME_SETTINGS_SHOP_REQUIRED' });
  });

  it('within one table are the shift’s two cash counts, which share the first one’s code', () => {
    expect(
      errorCodeFor(
        400,
        'Enter the cash counted in the drawer (0 or more, at most 2 decimals)',
        ROUTE_AREAS.shifts,
      ),
    ).toEqual({
      code: 'SHIFT_OPENING_FLOAT',
    });
  });
});

describe('the part of the API a route belongs to', () => {
  it('is the first segment under /api, in any case', () => {
    expect(routeArea('/api/jackpot')).toBe('jackpot');
    expect(routeArea('/api/jackpot/:id/toggle')).toBe('jackpot');
    expect(routeArea('/API/Balance/top-up')).toBe('balance');
    expect(routeArea('/api/SalesHistory?x=1')).toBe('saleshistory');
    expect(routeGroups('/api/game-settings/:shopId')).toEqual(['GAME_SETTINGS', 'GAME']);
  });

  it('is none for an address outside every part, which reads the words alone', () => {
    for (const url of [
      undefined,
      '',
      '/api',
      '/api/',
      '/api/nope',
      '/jackpot',
      '/api/constructor',
      '/api/__proto__',
    ])
      expect([routeArea(url), routeGroups(url)], String(url)).toEqual([undefined, []]);
  });
});
