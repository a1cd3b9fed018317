import type { Role, Shop, User } from '@bingo/contracts';

let next = 1;
/** A distinct, valid v4 uuid per call. */
export function uuid(): string {
  const n = String(next++).padStart(12, '0');
  return `00000000-0000-4000-8000-${n}`;
}

export function userFixture(overrides: Partial<User> & { role: Role }): User {
  return {
    id: uuid(),
    email: `${overrides.role.toLowerCase()}${next}@bingo.et`,
    firstName: 'Abebe',
    lastName: 'Kebede',
    middleName: null,
    phoneNumber: '+251911000000',
    roles: [overrides.role],
    isActive: true,
    lastLogin: null,
    parentId: null,
    parentName: null,
    shopId: null,
    shopName: null,
    shopsCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function shopFixture(overrides: Partial<Shop> = {}): Shop {
  const agentId = overrides.agentId ?? uuid();
  return {
    id: uuid(),
    name: 'Piazza Bingo',
    country: 'Ethiopia',
    city: 'Addis Ababa',
    woreda: 'Woreda 01',
    location: 'Near the post office',
    agentId,
    agent: { id: agentId, userId: agentId, firstName: 'Yonas', lastName: 'Girma', email: 'agent1@bingo.et' },
    cashierId: null,
    cashier: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}
