import type { Shop, Transaction, UnseenCredit, User } from '@bingo/contracts';
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

/** A credit the notifications bell lists: 25 Br from the super agent. */
export const A_CREDIT: UnseenCredit = {
  id: '7d0f6c9e-4a59-4a53-9d7e-2f7d4b1c8a10',
  createdAt: '2026-11-21T08:30:00.000Z',
  type: 'Transfer',
  senderEmail: 'superagent1@bingo.et',
  amount: 25,
  notes: 'Float',
};
