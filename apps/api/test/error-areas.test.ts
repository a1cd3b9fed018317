import { ROUTE_AREAS, routeArea } from '@bingo/contracts';
import { caller } from '@test/fixtures/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '@/db/schema';
import { appWithNetwork } from './support';

/** Words two contracts tables share carry the code of the part of the API that says them. */

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const refused = (statusCode: number, error: string, code: string, message: string) => ({
  body: { statusCode, error, code, message },
  status: statusCode,
});

describe('a refusal worded alike in two tables', () => {
  it("carries the jackpot's code when the jackpot route asks for a shop", async () => {
    expect(await call.post(net.admin, '/api/jackpot', { bonusAmount: 5 })).toEqual(
      refused(400, 'Bad Request', 'JACKPOT_SHOP_REQUIRED', 'Please select a shop'),
    );
    expect(await call.post(net.admin, '/API/Jackpot', { shopId: '', bonusAmount: 5 })).toEqual(
      refused(400, 'Bad Request', 'JACKPOT_SHOP_REQUIRED', 'Please select a shop'),
    );
  });

  it("carries the game settings' and the shop's own codes for the same words", async () => {
    expect(await call.post(net.admin, '/api/game-settings', {})).toEqual(
      refused(400, 'Bad Request', 'GAME_SETTINGS_SHOP_REQUIRED', 'Please select a shop'),
    );
    expect(await call.post(net.admin, '/api/shop/assign-cashier', { cashierId: net.cashier1b.id })).toEqual(
      refused(400, 'Bad Request', 'SHOP_SELECT_SHOP', 'Please select a shop'),
    );
    // shop2's seat is held by its active cashier.
    const taken = { cashierId: net.cashier1b.id, shopId: net.shop2.id };
    expect(await call.post(net.admin, '/api/shop/assign-cashier', taken)).toEqual(
      refused(409, 'Conflict', 'SHOP_INVALID_SHOP', 'Invalid shop selection. Please select a valid shop.'),
    );
  });

  it("carries the game's code for a cashier without a shop, and the display link's in its own part", async () => {
    await ctx.database.db.update(shops).set({ cashierId: null }).where(eq(shops.id, net.shop2.id));
    const noShop = 'No shop is assigned to your account';
    expect(await call.get(net.cashier2, '/api/game-settings/my')).toEqual(
      refused(404, 'Not Found', 'GAME_NO_SHOP', noShop),
    );
    expect(await call.post(net.cashier2, '/api/shifts/open', { openingFloat: 0 })).toEqual(
      refused(400, 'Bad Request', 'GAME_NO_SHOP', noShop),
    );
    expect(await call.post(net.cashier2, '/api/display-links', {})).toEqual(
      refused(404, 'Not Found', 'DISPLAY_LINK_NO_SHOP', noShop),
    );
  });
});

describe('the parts of the API', () => {
  it('name every route the document lists', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths as Record<string, unknown>);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => routeArea(path) === undefined)).toEqual([]);
    expect(new Set(paths.map(routeArea))).toEqual(
      new Set(Object.keys(ROUTE_AREAS).filter((area) => area !== 'health' && area !== 'docs')),
    );
  });
});
