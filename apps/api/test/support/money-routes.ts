import {
  BALANCE_MESSAGES,
  COMMISSION_MESSAGES,
  GAME_MESSAGES,
  GAME_SETTINGS_MESSAGES,
  JACKPOT_MESSAGES,
  MAX_BIRR,
  SHIFT_MESSAGES,
} from '@bingo/contracts';
import { santimOf } from '@bingo/engine';
import { eq, sql } from 'drizzle-orm';
import { games, shifts, transfers } from '@/db/schema';
import type { TestContext } from './app';
import { query } from './db-state';
import type { Actor, TestNetwork } from './network';

type Body = Record<string, unknown>;

/**
 * How to call each route that carries an amount so that everything but the amount is valid. The
 * generated tests find the amount fields in the OpenAPI document and fail on one missing here.
 */
export type MoneyRoute = {
  as: (n: TestNetwork) => Actor;
  url: (n: TestNetwork) => string;
  /** A body the route accepts; the field under test is then replaced. */
  body: (n: TestNetwork, field: string) => Body;
  /** What a refusal of the field may say. */
  messages: Record<string, string[]>;
  /** The hundredths (santim, or hundredths of a percent) the server keeps for the field after a 2xx. */
  stored: (ctx: TestContext, answer: Body, field: string) => Promise<number | undefined>;
  /** Puts back what a 2xx changed that would block the next request (a running game, a new row). */
  cleanup?: (ctx: TestContext, n: TestNetwork, answer: Body) => Promise<void>;
};

const echoed = async (_ctx: TestContext, answer: Body, field: string) => santimOf(answer[field]) ?? undefined;

async function transferAmount(ctx: TestContext, answer: Body): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ amount: transfers.amount })
    .from(transfers)
    .where(eq(transfers.id, String(answer.transactionId)));
  return row?.amount;
}

/** Read from the game's row, so the check does not hang on the shape of the start answer. */
async function gameAmount(ctx: TestContext, answer: Body, field: string): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ betAmount: games.betAmount, bonusAmount: games.bonusOffered })
    .from(games)
    .where(eq(games.id, String(answer.gameId ?? answer.id)));
  return row?.[field as 'betAmount' | 'bonusAmount'];
}

const settingsBody = (field: string) => ({
  minCards: 1,
  maxCards: 10,
  // The other amount sits at the edge that keeps defaultBetAmount ≥ minStackAmount true.
  defaultBetAmount: field === 'minStackAmount' ? MAX_BIRR : 1,
  minStackAmount: 0.01,
});

const NO_SHIFT = '00000000-0000-4000-8000-000000000000';

/** Keyed `METHOD /path` as the OpenAPI document writes them. */
export const MONEY_ROUTES: Record<string, MoneyRoute> = {
  'post /api/Balance/top-up': {
    as: (n) => n.admin,
    url: () => '/api/Balance/top-up',
    body: (n) => ({ receiverId: n.cashier2.id, amount: 1, notes: 'generated' }),
    messages: { amount: [BALANCE_MESSAGES.topUpInvalid] },
    stored: transferAmount,
  },
  'post /api/Balance/transfer': {
    as: (n) => n.sa1,
    url: () => '/api/Balance/transfer',
    body: (n) => ({ receiverId: n.agent1.id, amount: 1 }),
    messages: { amount: [BALANCE_MESSAGES.transferInvalid] },
    stored: transferAmount,
  },
  'post /api/games': {
    as: (n) => n.cashier1,
    url: () => '/api/games',
    body: () => ({ gameType: 0, typeIndex: 1, cards: [1, 2], betAmount: 10, bonusWithinCalls: 0 }),
    messages: { betAmount: [GAME_MESSAGES.invalidStart] },
    stored: gameAmount,
    cleanup: async (ctx, n, answer) => {
      const id = String(answer.gameId ?? answer.id);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/games/${id}/abandon`,
        headers: n.cashier1.headers,
        payload: {},
      });
      if (res.statusCode >= 300) {
        await query(ctx.database.db, sql`update games set status = 'abandoned' where id = ${id}::uuid`);
      }
    },
  },
  'post /api/game-settings': {
    as: (n) => n.admin,
    url: () => '/api/game-settings',
    body: (n, field) => ({ shopId: n.freeShop1.id, ...settingsBody(field) }),
    messages: {
      defaultBetAmount: [GAME_SETTINGS_MESSAGES.defaultBet, GAME_SETTINGS_MESSAGES.defaultBetTooLarge],
      minStackAmount: [GAME_SETTINGS_MESSAGES.minStack, GAME_SETTINGS_MESSAGES.minStackTooLarge],
    },
    stored: echoed,
    cleanup: async (ctx, n) => {
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/game-settings/${n.freeShop1.id}`,
        headers: n.admin.headers,
      });
    },
  },
  'put /api/game-settings/{shopId}': {
    as: (n) => n.admin,
    url: (n) => `/api/game-settings/${n.shop2.id}`,
    body: (_n, field) => settingsBody(field),
    messages: {
      defaultBetAmount: [GAME_SETTINGS_MESSAGES.defaultBet, GAME_SETTINGS_MESSAGES.defaultBetTooLarge],
      minStackAmount: [GAME_SETTINGS_MESSAGES.minStack, GAME_SETTINGS_MESSAGES.minStackTooLarge],
    },
    stored: echoed,
  },
  'post /api/jackpot': {
    as: (n) => n.admin,
    url: () => '/api/jackpot',
    body: (n) => ({ shopId: n.shop2.id, bonusAmount: 1, status: 0 }),
    messages: { bonusAmount: [JACKPOT_MESSAGES.bonusAmount] },
    stored: echoed,
  },
  'post /api/commission': {
    as: (n) => n.admin,
    url: () => '/api/commission',
    body: () => ({ typeIndex: 9, rate: 50 }),
    messages: { rate: [COMMISSION_MESSAGES.rateRange, COMMISSION_MESSAGES.rateRequired] },
    stored: echoed,
  },
  'put /api/commission/{typeIndex}': {
    as: (n) => n.admin,
    url: () => '/api/commission/9',
    body: () => ({ rate: 50 }),
    messages: { rate: [COMMISSION_MESSAGES.rateRange, COMMISSION_MESSAGES.rateRequired] },
    stored: echoed,
  },
  // cashier2 has no shift: an accepted float opens one, and the cleanup closes it again.
  'post /api/shifts/open': {
    as: (n) => n.cashier2,
    url: () => '/api/shifts/open',
    body: () => ({ openingFloat: 1 }),
    messages: { openingFloat: [SHIFT_MESSAGES.openingFloat, SHIFT_MESSAGES.cashTooLarge] },
    stored: async (ctx, answer) => {
      const [row] = await ctx.database.db
        .select({ float: shifts.openingFloat })
        .from(shifts)
        .where(eq(shifts.id, String(answer.id)));
      return row?.float;
    },
    cleanup: async (ctx, n, answer) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/shifts/${String(answer.id)}/close`,
        headers: n.cashier2.headers,
        payload: { countedCash: 0 },
      });
      if (res.statusCode >= 300) throw new Error(`close shift: ${res.body}`);
    },
  },
  'put /api/shifts/settings': {
    as: (n) => n.agent1,
    url: () => '/api/shifts/settings',
    body: () => ({ overShortThreshold: 1, maxAbandonedGames: 2 }),
    messages: { overShortThreshold: [SHIFT_MESSAGES.threshold] },
    stored: echoed,
  },
  // No such shift: a good amount is refused with 404, a bad one with 400 before the shift is read.
  'post /api/shifts/{id}/close': {
    as: (n) => n.cashier1,
    url: () => `/api/shifts/${NO_SHIFT}/close`,
    body: () => ({ countedCash: 1 }),
    messages: { countedCash: [SHIFT_MESSAGES.countedCash, SHIFT_MESSAGES.cashTooLarge] },
    stored: async () => undefined,
  },
  'post /api/shifts/{id}/corrections': {
    as: (n) => n.agent1,
    url: () => `/api/shifts/${NO_SHIFT}/corrections`,
    body: () => ({ amount: 1, reason: 'Recount' }),
    messages: { amount: [SHIFT_MESSAGES.correctionAmount] },
    stored: async () => undefined,
  },
};

/**
 * Gives the routes above what they need to succeed: money for the payers, settings for the shops
 * whose settings are edited (the game shop's minimum stake at 0.01 so any bet can pass), a tier 9 rate.
 */
export async function prepareMoneyRoutes(ctx: TestContext, n: TestNetwork): Promise<void> {
  const send = async (as: Actor, method: 'POST' | 'PUT', url: string, payload: Body) => {
    const res = await ctx.app.inject({ method, url, headers: as.headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
  };
  await send(n.admin, 'POST', '/api/Balance/top-up', { receiverId: n.sa1.id, amount: 5_000_000_000 });
  await send(n.admin, 'POST', '/api/Balance/top-up', { receiverId: n.sa1.id, amount: 5_000_000_000 });
  await send(n.sa1, 'POST', '/api/Balance/transfer', { receiverId: n.agent1.id, amount: 1_000_000 });
  await send(n.agent1, 'POST', '/api/Balance/transfer', { receiverId: n.cashier1.id, amount: 1_000_000 });
  await send(n.admin, 'POST', '/api/game-settings', {
    shopId: n.shop1.id,
    ...settingsBody('defaultBetAmount'),
  });
  await send(n.admin, 'POST', '/api/game-settings', {
    shopId: n.shop2.id,
    ...settingsBody('defaultBetAmount'),
  });
  await send(n.admin, 'POST', '/api/commission', { typeIndex: 9, rate: 50 });
  await send(n.cashier1, 'POST', '/api/shifts/open', { openingFloat: 0 });
}
