import { describe, expect, it } from 'vitest';
import {
  AdminShopFormSchema,
  AgentShopFormSchema,
  AssignCashierRequestSchema,
  AssignShopFormSchema,
  CreateShopRequestSchema,
  SHOP_MESSAGES,
  SuperAgentShopFormSchema,
  UpdateShopRequestSchema,
} from './shops';

const agentId = '6f1c2b0e-8d4a-4f7e-9b3c-2a1d0e9f8c7b';
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);
const shop = {
  name: 'Piazza Bingo',
  country: 'Ethiopia',
  city: 'Addis Ababa',
  woreda: 'Arada 1',
  location: 'Taitu',
};

describe('shop bodies', () => {
  it('accepts a shop with or without an agent, and the old clients cashierId null', () => {
    expect(CreateShopRequestSchema.parse({ ...shop, agentId, cashierId: null })).toEqual({
      ...shop,
      agentId,
      cashierId: null,
    });
    expect(CreateShopRequestSchema.parse(shop)).toEqual(shop);
  });

  it.each(['name', 'country', 'city', 'woreda', 'location'])('needs %s', (field) => {
    expect(messages(CreateShopRequestSchema.safeParse({ ...shop, [field]: ' ' }))).toEqual([
      'Please fill in all required fields',
    ]);
    expect(messages(UpdateShopRequestSchema.safeParse({ ...shop, [field]: undefined }))).toEqual([
      'Please fill in all required fields',
    ]);
  });

  it('never takes a cashier at creation, nor unknown fields', () => {
    expect(messages(CreateShopRequestSchema.safeParse({ ...shop, cashierId: agentId }))).toEqual([
      SHOP_MESSAGES.cashierIdOnCreate,
    ]);
    expect(CreateShopRequestSchema.safeParse({ ...shop, deletedAt: null }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
    expect(UpdateShopRequestSchema.safeParse({ ...shop, cashierId: null }).success).toBe(false);
  });

  it('bounds text length', () => {
    expect(messages(CreateShopRequestSchema.safeParse({ ...shop, name: 'x'.repeat(201) }))).toEqual([
      'Name must be at most 200 characters',
    ]);
  });
});

describe('forms and assign cashier', () => {
  it('uses each screen message', () => {
    expect(messages(AgentShopFormSchema.safeParse({ ...shop, city: '' }))).toEqual([
      'Please fill in all required fields',
    ]);
    expect(messages(SuperAgentShopFormSchema.safeParse(shop))).toEqual(['All fields are required']);
    expect(messages(AdminShopFormSchema.safeParse(shop))).toEqual(['Please fill in all required fields']);
    expect(messages(AssignShopFormSchema.safeParse({ shopId: '' }))).toEqual(['Please select a shop']);
  });

  it('needs a cashier and a shop', () => {
    expect(messages(AssignCashierRequestSchema.safeParse({ cashierId: agentId }))).toEqual([
      'Please select a shop',
    ]);
    expect(messages(AssignCashierRequestSchema.safeParse({ shopId: agentId }))).toEqual([
      'Please select a cashier',
    ]);
    expect(AssignCashierRequestSchema.parse({ cashierId: agentId, shopId: agentId })).toEqual({
      cashierId: agentId,
      shopId: agentId,
    });
  });

  it('keeps the spec texts word for word', () => {
    expect(SHOP_MESSAGES.noAvailableShops).toBe(
      'No available shops found. All shops already have cashiers assigned.',
    );
    expect(SHOP_MESSAGES.invalidShop).toBe('Invalid shop selection. Please select a valid shop.');
    expect(SHOP_MESSAGES.agentNotFound).toBe(
      'Selected agent not found. Please try selecting an agent again.',
    );
  });
});
