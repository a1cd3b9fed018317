import { formatBirr, GAME_TYPES, MAX_BALANCE_BIRR } from '@bingo/engine';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_MESSAGES,
  gamePurchaseNote,
  IdempotencyHeadersSchema,
  readGamePurchaseNote,
  SetBalanceTypeRequestSchema,
  STORED_NOTES,
  TopUpRequestSchema,
  TransactionsQuerySchema,
  TransferRequestSchema,
} from './balance';

const receiverId = '6f1c2b0e-8d4a-4f7e-9b3c-2a1d0e9f8c7b';
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('transfer and top-up bodies', () => {
  it('accepts an amount in Birr with up to 2 decimals and optional notes', () => {
    expect(TransferRequestSchema.parse({ receiverId, amount: 1234.5, notes: ' rent ' })).toEqual({
      receiverId,
      amount: 1234.5,
      notes: 'rent',
    });
    expect(TopUpRequestSchema.parse({ receiverId, amount: 0.01 })).toEqual({ receiverId, amount: 0.01 });
  });

  it.each([0, -1, 1.005, 1e21, '10', Number.NaN, null, Number.POSITIVE_INFINITY, undefined])(
    'rejects the amount %s with the screen message',
    (amount) => {
      expect(messages(TransferRequestSchema.safeParse({ receiverId, amount }))).toEqual([
        'Please enter valid transfer details',
      ]);
      expect(messages(TopUpRequestSchema.safeParse({ receiverId, amount }))).toEqual([
        'Please select a user and enter a valid amount',
      ]);
    },
  );

  it('needs a receiver', () => {
    expect(messages(TransferRequestSchema.safeParse({ amount: 5 }))).toEqual([
      'Please enter valid transfer details',
    ]);
    expect(messages(TopUpRequestSchema.safeParse({ receiverId: 'someone', amount: 5 }))).toEqual([
      'Please select a user and enter a valid amount',
    ]);
  });

  it('refuses fields the caller may not set', () => {
    const result = TransferRequestSchema.safeParse({ receiverId, amount: 5, senderId: receiverId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('bounds the notes', () => {
    expect(
      messages(TransferRequestSchema.safeParse({ receiverId, amount: 5, notes: 'x'.repeat(501) })),
    ).toEqual(['Notes must be at most 500 characters']);
  });

  it('keeps the spec texts for the server-side refusals', () => {
    expect(BALANCE_MESSAGES.topUpUnlimited).toBe('Cannot top-up users with Unlimited balance type');
    expect(BALANCE_MESSAGES.insufficientTransfer).toBe('Insufficient balance for this transfer');
  });
});

describe('transactions query', () => {
  it('accepts the canonical and the lower-case type filters', () => {
    expect(TransactionsQuerySchema.parse({ type: 'topup' })).toEqual({ type: 'TopUp' });
    expect(TransactionsQuerySchema.parse({ type: 'Transfer', limit: '50' })).toEqual({
      type: 'Transfer',
      limit: 50,
    });
  });

  it('rejects an unknown type and a reversed range', () => {
    expect(TransactionsQuerySchema.safeParse({ type: 'Gift' }).success).toBe(false);
    expect(
      messages(
        TransactionsQuerySchema.safeParse({
          startDate: '2025-02-01T00:00:00.000Z',
          endDate: '2025-01-01T00:00:00.000Z',
        }),
      ),
    ).toEqual(['startDate must not be after endDate']);
  });
});

describe('balance type and idempotency key', () => {
  it('accepts Limited and Unlimited only', () => {
    expect(
      SetBalanceTypeRequestSchema.parse({ userId: receiverId, balanceType: 'Unlimited' }).balanceType,
    ).toBe('Unlimited');
    expect(
      SetBalanceTypeRequestSchema.safeParse({ userId: receiverId, balanceType: 'Infinite' }).success,
    ).toBe(false);
  });

  it('accepts visible ASCII keys up to 200 characters', () => {
    expect(IdempotencyHeadersSchema.parse({ 'idempotency-key': 'a1-b2' })).toEqual({
      'idempotency-key': 'a1-b2',
    });
    expect(messages(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'a b' }))).toEqual([
      'Idempotency-Key must be 1 to 200 visible characters',
    ]);
    expect(IdempotencyHeadersSchema.safeParse({ 'idempotency-key': 'k'.repeat(201) }).success).toBe(false);
  });
});

describe('the balance bound messages', () => {
  it("name the engine's bound as the screens write money", () => {
    const bound = formatBirr(MAX_BALANCE_BIRR * 100);
    expect(BALANCE_MESSAGES.receiverBalanceLimit).toContain(` ${bound},`);
    expect(BALANCE_MESSAGES.senderBalanceLimit).toContain(` -${bound},`);
  });
});

describe('stored notes', () => {
  it('are the English texts the web shows translated', () => {
    expect(STORED_NOTES).toEqual({
      toCashier: 'Transfer to cashier',
      toAgent: 'Transfer to agent',
      topUp: 'Admin top-up',
      openingFloat: 'Opening float',
    });
  });

  it('write a game purchase as they always did, and read it back into its parts', () => {
    expect(gamePurchaseNote('Any two lines', 12)).toBe('Game purchase - Any two lines - 12 cards');
    for (const { name } of GAME_TYPES) {
      expect(readGamePurchaseNote(gamePurchaseNote(name, 150))).toEqual({ gameTypeName: name, cards: 150 });
    }
    for (const other of [
      'Game purchase - Full house - many cards',
      'Admin top-up',
      'Game purchase -  - 3 cards',
    ]) {
      expect(readGamePurchaseNote(other)).toBeNull();
    }
  });
});
