import type {
  DisplayCheck,
  GameSettings,
  PublicGame,
  SalesRecord,
  Shop,
  Transaction,
  UnseenCredit,
  User,
} from '@bingo/contracts';
import {
  ballLabel,
  createDrawOrder,
  drawCommitment,
  getCard,
  judgeClaim,
  seededRandomInt,
} from '@bingo/engine';
import type { SessionUser } from '../stores/session';

export const ADMIN: SessionUser = {
  id: '9b1f4c2e-5d3a-4e8b-9c7d-1a2b3c4d5e6f',
  email: 'admin@bingo.et',
  role: 'Admin',
};

export const SUPER_AGENT = {
  id: '42e06f2a-a86f-4824-86ac-3b2929609866',
  email: 'superagent1@bingo.et',
  role: 'SuperAgent',
} as const satisfies SessionUser;

export const AGENT = {
  id: 'f71de1e3-6a48-4aa5-a4a4-5082676d2a39',
  email: 'agent1@bingo.et',
  role: 'Agent',
} as const satisfies SessionUser;

export const CASHIER = {
  id: '1a7e3c52-6f0e-4b8e-9d3f-1d2c3b4a5e6f',
  email: 'cashier1@bingo.et',
  role: 'Cashier',
} as const satisfies SessionUser;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the session can read its user from; a new token version is what a password change gives. */
export const tokenFor = (user: SessionUser, version = 0) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: user.id, email: user.email, role: user.role, tv: version })}.signature`;

let counter = 0;
/** A fresh, valid v4 UUID for each fixture row. */
export function fixtureId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function aUser(overrides: Partial<User> = {}): User {
  const role = overrides.role ?? 'Cashier';
  return {
    id: fixtureId(),
    email: 'cashier1@bingo.et',
    firstName: 'Hana',
    lastName: 'Tesfaye',
    middleName: null,
    phoneNumber: '+251911000007',
    role,
    roles: [role],
    isActive: true,
    lastLogin: null,
    parentId: AGENT.id,
    parentName: 'Yonas Girma',
    shopId: null,
    shopName: null,
    shopsCount: 0,
    language: 'en',
    calendar: 'gregorian',
    createdAt: '2025-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function aShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: fixtureId(),
    name: 'Piazza Bingo',
    country: 'Ethiopia',
    city: 'Addis Ababa',
    woreda: 'Arada Woreda 1',
    location: 'Near the Piazza roundabout',
    agentId: AGENT.id,
    agent: { id: AGENT.id, userId: AGENT.id, firstName: 'Yonas', lastName: 'Girma', email: AGENT.email },
    cashierId: null,
    cashier: null,
    createdAt: '2025-11-01T08:00:00.000Z',
    updatedAt: '2025-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: fixtureId(),
    createdAt: '2025-11-21T09:30:00.000Z',
    type: 'Transfer',
    senderEmail: SUPER_AGENT.email,
    receiverEmail: AGENT.email,
    senderId: SUPER_AGENT.id,
    receiverId: AGENT.id,
    amount: 1000,
    notes: 'Transfer to agent',
    direction: 'CREDIT',
    ...overrides,
  };
}

/** A 120 Br sale won in Piazza Bingo by Hana Tesfaye, under the fixtures' agent. */
export function aSale(overrides: Partial<SalesRecord> = {}): SalesRecord {
  return {
    id: 1,
    gameId: fixtureId(),
    userId: fixtureId(),
    userName: 'Hana Tesfaye',
    userRole: 'Cashier',
    shopId: fixtureId(),
    shopName: 'Piazza Bingo',
    agentId: fixtureId(),
    agentName: 'Dawit Bekele',
    superAgentId: fixtureId(),
    superAgentName: 'Selam Haile',
    playedAt: '2025-11-21T09:30:00.000Z',
    cardPrice: 10,
    gameType: 0,
    gameTypeName: 'Default any line',
    numberOfCards: 12,
    totalAmount: 120,
    commission: 12,
    actualWin: 108,
    outcome: 'Won',
    bonusAmount: 0,
    bonusType: 'None',
    refunded: false,
    ...overrides,
  };
}

/** A credit the notifications bell lists: 25 Br from the super agent. */
export const A_CREDIT: UnseenCredit = {
  id: '7d0f6c9e-4a59-4a53-9d7e-2f7d4b1c8a10',
  createdAt: '2026-11-21T08:30:00.000Z',
  type: 'Transfer',
  senderEmail: 'superagent1@bingo.et',
  amount: 25,
  notes: 'Float',
};

const DRAW_SALT = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const DRAW_ORDER = createDrawOrder(seededRandomInt(42));
const PLAYED_AT = '2026-01-05T09:00:00.000Z';

/**
 * A won game's public record that follows the rules (the engine's own sound example): 'Any one
 * line' on cards 13, 109, 137, 141, 150. Card 150 is checked at call 10 and loses, card 13 at call
 * 12 and loses and is locked; card 109 claims late at call 25 and wins, credited to call 24 and
 * shared with card 141: 5 cards at 25 Br with a 20% commission make a 100 Br prize, split 2 ways
 * is 50 Br each, and the 500 Br bonus within 25 calls.
 */
export function aWonPublicGame(overrides: Partial<PublicGame> = {}): PublicGame {
  const claim = (cardId: number, calledCount: number, won: boolean, firstWinCall: number | null) => ({
    cardId,
    calledCount,
    won,
    firstWinCall,
    late: judgeClaim({
      card: getCard(cardId),
      order: DRAW_ORDER,
      calledCount,
      gameType: 4,
      lastCallRule: 'AllowLate',
    }).late,
    locked: cardId === 13,
    createdAt: PLAYED_AT,
  });
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    gameType: 4,
    gameTypeName: 'Any one line',
    cards: [13, 109, 137, 141, 150],
    lastCallRule: 'AllowLate',
    released: 25,
    lockedCards: [13],
    betAmount: 25,
    ratePercent: 20,
    commission: 25,
    prize: 100,
    prizeShare: 50,
    bonusWithinCalls: 25,
    bonusOffered: 500,
    bonusAwarded: 500,
    commitment: drawCommitment(DRAW_ORDER, DRAW_SALT),
    salt: DRAW_SALT,
    order: DRAW_ORDER,
    calls: DRAW_ORDER.slice(0, 25).map((number, i) => ({
      k: i + 1,
      number,
      label: ballLabel(number),
      calledAt: PLAYED_AT,
    })),
    claims: [claim(150, 10, false, null), claim(13, 12, false, null), claim(109, 25, true, 24)],
    winners: [109, 141],
    winningCall: 24,
    status: 'won',
    outcome: 'Won',
    shopName: 'Bole Hall',
    createdAt: PLAYED_AT,
    finishedAt: PLAYED_AT,
    ...overrides,
  };
}

/** A display link's last check: a lost one unless told otherwise. */
export function aDisplayCheck(overrides: Partial<DisplayCheck> = {}): DisplayCheck {
  return {
    cardId: 9,
    won: false,
    calledCount: 6,
    askedAt: '2026-11-23T10:00:05.000Z',
    winningCells: [],
    winners: [],
    prizeShare: 0,
    bonusAwarded: 0,
    amount: 0,
    ...overrides,
  };
}

/** A shop's game settings row, at the spec's defaults but for a stored minimum of 1 card. */
export function aGameSettings(overrides: Partial<GameSettings> = {}): GameSettings {
  return {
    id: fixtureId(),
    shopId: fixtureId(),
    shopName: 'Piazza Bingo',
    minCards: 1,
    maxCards: 10,
    defaultBetAmount: 10,
    minStackAmount: 10,
    lastCallRule: 'AllowLate',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
