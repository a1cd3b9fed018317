import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, int64, requiredRef, serialId, updatedAt, uuidId } from './columns';
import {
  gameEndReasonEnum,
  gameEventKindEnum,
  gameStatusEnum,
  lastCallRuleEnum,
  saleOutcomeEnum,
} from './enums';
import { shops } from './shops';
import { users } from './users';

/** Rate in percent with two decimals, per commission tier (typeIndex 1–9). */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: uuidId(),
    typeIndex: smallint('type_index').notNull().unique('commission_rates_type_index_uq'),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('commission_rates_type_index_range', sql`${t.typeIndex} between 1 and 9`),
    check('commission_rates_rate_range', sql`${t.rate} between 0 and 100`),
  ],
);

/** One row per shop. Amounts are santim. */
export const gameSettings = pgTable(
  'game_settings',
  {
    id: uuidId(),
    shopId: requiredRef('shop_id', () => shops.id).unique('game_settings_shop_uq'),
    minCards: integer('min_cards').notNull().default(1),
    maxCards: integer('max_cards').notNull().default(10),
    defaultBetAmount: int64('default_bet_amount').notNull().default(1000),
    minStackAmount: int64('min_stack_amount').notNull().default(1000),
    lastCallRule: lastCallRuleEnum('last_call_rule').notNull().default('AllowLate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'game_settings_cards',
      sql`${t.minCards} > 0 and ${t.maxCards} >= ${t.minCards} and ${t.maxCards} <= 150`,
    ),
    check('game_settings_amounts', sql`${t.defaultBetAmount} > 0 and ${t.minStackAmount} > 0`),
  ],
);

/** One row per shop; status 1 is active, 0 inactive. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: uuidId(),
    shopId: requiredRef('shop_id', () => shops.id).unique('jackpots_shop_uq'),
    bonusAmount: int64('bonus_amount').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jackpots_amount', sql`${t.bonusAmount} >= 0`),
    check('jackpots_status', sql`${t.status} in (0, 1)`),
  ],
);

export const games = pgTable(
  'games',
  {
    id: uuidId(),
    cashierId: requiredRef('cashier_id', () => users.id),
    shopId: requiredRef('shop_id', () => shops.id),
    /** Win rule, 0–7 in the engine's GAME_TYPES order. */
    gameType: smallint('game_type').notNull(),
    /** Commission tier, 1–9. */
    typeIndex: smallint('type_index').notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2 }).notNull(),
    cards: integer('cards').array().notNull(),
    betAmount: int64('bet_amount').notNull(),
    totalAmount: int64('total_amount').notNull(),
    commission: int64('commission').notNull(),
    prize: int64('prize').notNull(),
    /** "Win within N calls"; 0 means no bonus offered. */
    bonusWithinCalls: smallint('bonus_within_calls').notNull().default(0),
    bonusOffered: int64('bonus_offered').notNull().default(0),
    bonusAwarded: int64('bonus_awarded').notNull().default(0),
    /** Secret until the game ends: only the released prefix ever leaves the server before that. */
    drawOrder: smallint('draw_order').array().notNull(),
    /** 32 random bytes in hex; null for games started before salted commitments. */
    salt: text('salt'),
    /** SHA-256 hex of salt + ':' + order, published at start so the order can be audited afterwards. */
    commitment: text('commitment').notNull(),
    status: gameStatusEnum('status').notNull().default('running'),
    /** How many numbers the server has released (the calls in game_calls). */
    released: smallint('released').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    callIntervalMs: integer('call_interval_ms').notNull().default(5000),
    /** The last release, start or resume: the next call is due callIntervalMs after it. */
    paceFrom: instant('pace_from').notNull().defaultNow(),
    lastCallRule: lastCallRuleEnum('last_call_rule').notNull(),
    winningCall: smallint('winning_call'),
    winners: integer('winners').array(),
    prizeShare: int64('prize_share'),
    endedAtCall: smallint('ended_at_call'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
    /** An abandoned game whose stakes the cashier handed back; counted as a refund in the shift's cash. */
    stakesRefunded: boolean('stakes_refunded').notNull().default(false),
    /**
     * Set when someone other than the cashier ended the game (its manager deactivated the cashier):
     * the stakes' return is then not known, and the abandonment is not held against the cashier.
     */
    endReason: gameEndReasonEnum('end_reason'),
  },
  (t) => [
    index('games_cashier_idx').on(t.cashierId, t.createdAt),
    index('games_shop_idx').on(t.shopId),
    // One running game per cashier, enforced by the database so two parallel Starts cannot both win.
    uniqueIndex('games_one_running_uq').on(t.cashierId).where(sql`${t.status} = 'running'`),
    check('games_released_range', sql`${t.released} between 0 and 75`),
  ],
);

/** Each released number with its time. Append-only: a call once made is never changed. */
export const gameCalls = pgTable(
  'game_calls',
  {
    gameId: requiredRef('game_id', () => games.id),
    k: smallint('k').notNull(),
    number: smallint('number').notNull(),
    calledAt: instant('called_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.k] })],
);

/** Pause, resume and speed changes, with the count released at that moment. Append-only. */
export const gameEvents = pgTable(
  'game_events',
  {
    id: serialId(),
    gameId: requiredRef('game_id', () => games.id),
    kind: gameEventKindEnum('kind').notNull(),
    released: smallint('released').notNull(),
    /** The new interval, for a speed change. */
    callIntervalMs: integer('call_interval_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('game_events_game_idx').on(t.gameId, t.id)],
);

/** A card locked after its check; a locked card is refused by every later check. Append-only. */
export const gameCardLocks = pgTable(
  'game_card_locks',
  {
    gameId: requiredRef('game_id', () => games.id),
    cardId: integer('card_id').notNull(),
    released: smallint('released').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.cardId] })],
);

export const gameClaims = pgTable(
  'game_claims',
  {
    id: serialId(),
    gameId: requiredRef('game_id', () => games.id),
    cardId: integer('card_id').notNull(),
    calledCount: smallint('called_count').notNull(),
    won: boolean('won').notNull(),
    /** The 1-based call at which the card first won, when it has won by calledCount. */
    firstWinCall: smallint('first_win_call'),
    late: boolean('late').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('game_claims_game_card_idx').on(t.gameId, t.cardId)],
);

/**
 * Each time Check was asked of a claim, the first time included. A check asked again with no number
 * released since is answered from its claim (the verdict cannot differ), yet it was asked: a display
 * link on another device knows a check by the time it was asked, to tell a new one from a pause by
 * hand, and to see one that Continue followed inside one of its polls. Append-only.
 */
export const gameCheckAsks = pgTable(
  'game_check_asks',
  {
    id: serialId(),
    claimId: int64('claim_id')
      .notNull()
      .references(() => gameClaims.id),
    askedAt: instant('asked_at').notNull().defaultNow(),
  },
  (t) => [index('game_check_asks_claim_idx').on(t.claimId)],
);

/**
 * One row per game. The agent and super agent are copied in at purchase so that scoped
 * summaries are a single indexed range scan, and stay right if a shop later changes hands.
 */
export const salesHistory = pgTable(
  'sales_history',
  {
    id: serialId(),
    gameId: requiredRef('game_id', () => games.id),
    userId: requiredRef('user_id', () => users.id),
    shopId: requiredRef('shop_id', () => shops.id),
    agentId: requiredRef('agent_id', () => users.id),
    superAgentId: requiredRef('super_agent_id', () => users.id),
    playedAt: instant('played_at').notNull().defaultNow(),
    cardPrice: int64('card_price').notNull(),
    gameType: smallint('game_type').notNull(),
    gameTypeName: text('game_type_name').notNull(),
    numberOfCards: integer('number_of_cards').notNull(),
    totalAmount: int64('total_amount').notNull(),
    commission: int64('commission').notNull(),
    /** The prize actually paid: 0 until a win is confirmed, and 0 for a game with no winner. */
    actualWin: int64('actual_win').notNull().default(0),
    outcome: saleOutcomeEnum('outcome').notNull().default('Running'),
    bonusAmount: int64('bonus_amount').notNull().default(0),
    bonusType: text('bonus_type').notNull().default('None'),
  },
  (t) => [
    uniqueIndex('sales_history_game_uq').on(t.gameId),
    index('sales_history_played_idx').on(t.playedAt),
    index('sales_history_user_played_idx').on(t.userId, t.playedAt),
    index('sales_history_agent_played_idx').on(t.agentId, t.playedAt),
    index('sales_history_super_agent_played_idx').on(t.superAgentId, t.playedAt),
  ],
);
