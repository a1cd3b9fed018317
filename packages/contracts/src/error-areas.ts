import type { MessageGroup } from './errors';

/**
 * The tables each part of the API says its texts from, its own first, by the first segment of its
 * address under /api in lower case (the router ignores case). A few texts are worded alike in two
 * tables ("Please select a shop" is the jackpot's, the game settings' and the shop's); a response
 * carries the code of the part that says it, not the code of the first table that has the words.
 * SERVER is no part's own: its texts (and "User not found", which USER words alike) read as before.
 */
export const ROUTE_AREAS = {
  agent: ['USER', 'SHOP'],
  auth: ['AUTH', 'USER', 'SHOP', 'PREFERENCE'],
  balance: ['BALANCE'],
  commission: ['COMMISSION'],
  dashboard: [],
  'display-links': ['DISPLAY_LINK', 'SHOP'],
  docs: [],
  'game-settings': ['GAME_SETTINGS', 'GAME'],
  games: ['GAME'],
  health: [],
  jackpot: ['JACKPOT'],
  notifications: ['NOTIFICATION'],
  public: ['DISPLAY_LINK', 'GAME'],
  saleshistory: ['USER'],
  shifts: ['SHIFT', 'GAME', 'SHOP'],
  shop: ['SHOP'],
} as const satisfies Record<string, readonly MessageGroup[]>;

export type RouteArea = keyof typeof ROUTE_AREAS;

/** The part of the API a route belongs to, from its address ('/api/jackpot/:id' → 'jackpot'). */
export function routeArea(url: string | undefined): RouteArea | undefined {
  const segment = /^\/api\/([^/?]+)/i.exec(url ?? '')?.[1]?.toLowerCase();
  return segment !== undefined && Object.hasOwn(ROUTE_AREAS, segment) ? (segment as RouteArea) : undefined;
}

/** The tables a route speaks from; none for an address outside every part (a 404). */
export const routeGroups = (url: string | undefined): readonly MessageGroup[] => {
  const area = routeArea(url);
  return area ? ROUTE_AREAS[area] : [];
};
