import { HEALTHY_LEDGER, ledgerCounts, ledgerInvariants } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, entries, idempotencyKeys, transfers } from '@/db/schema';
import { InsufficientFundsError, UnprocessableError, ValidationError } from '@/errors';
import { idempotent, requestHash } from './idempotency';
import { moveMoney } from './ledger.service';
import { inTransaction, isRetryable } from './transaction';

const { ctx, net } = await appWithNetwork();

const db = () => ctx.database.db;
const NOT_ENOUGH = 'Insufficient balance for this transfer';

const topUp = (userId: string, amount: number) =>
  inTransaction(db(), (tx) =>
    moveMoney(tx, {
      kind: 'TopUp',
      amount,
      from: { system: 'issuance' },
      to: { userId },
      initiatedBy: net.admin.id,
      insufficientMessage: NOT_ENOUGH,
      limitedReceiverMessage: 'Cannot top-up users with Unlimited balance type',
    }),
  );

const pay = (from: string, to: string, amount: number) =>
  inTransaction(db(), (tx) =>
    moveMoney(tx, {
      kind: 'Transfer',
      amount,
      from: { userId: from },
      to: { userId: to },
      initiatedBy: from,
      insufficientMessage: NOT_ENOUGH,
    }),
  );

describe('a movement', () => {
  it('writes one transfer and two entries with the balance after and the account version', async () => {
    const moved = await topUp(net.sa1.id, 50_000);
    const [transfer] = await db().select().from(transfers).where(eq(transfers.id, moved.transferId));
    expect(transfer).toMatchObject({ kind: 'TopUp', amount: 50_000, initiatedBy: net.admin.id });
    const rows = await db()
      .select({ amount: entries.amount, balanceAfter: entries.balanceAfter, version: entries.accountVersion })
      .from(entries)
      .where(eq(entries.transferId, moved.transferId))
      .orderBy(entries.amount);
    expect(rows).toEqual([
      { amount: -50_000, balanceAfter: moved.from.balance, version: moved.from.version },
      { amount: 50_000, balanceAfter: 50_000, version: moved.to.version },
    ]);
    expect(moved.to).toMatchObject({ balance: 50_000, version: 1 });
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });

  it('refuses a Limited debit it cannot cover and changes no row', async () => {
    const before = await ledgerCounts(db());
    await expect(pay(net.agent2.id, net.cashier2.id, 1)).rejects.toThrow(
      new InsufficientFundsError(NOT_ENOUGH),
    );
    expect(await ledgerCounts(db())).toEqual(before);
  });

  it('refuses a debit that is locked second and undoes the credit made before it', async () => {
    // The cashier's account was opened after its agent's, so the agent's credit comes first.
    const before = await ledgerCounts(db());
    await expect(pay(net.cashier2.id, net.agent2.id, 1)).rejects.toThrow(
      new InsufficientFundsError(NOT_ENOUGH),
    );
    expect(await ledgerCounts(db())).toEqual(before);
    const [agent] = await db().select().from(accounts).where(eq(accounts.userId, net.agent2.id));
    expect(agent).toMatchObject({ balance: 0, version: 0 });
  });

  it('lets an Unlimited account go below 0, and refuses to top it up', async () => {
    await db().update(accounts).set({ balanceType: 'Unlimited' }).where(eq(accounts.userId, net.sa2.id));
    const moved = await pay(net.sa2.id, net.agent2.id, 12_345);
    expect(moved.from.balance).toBe(-12_345);
    expect(moved.to.balance).toBe(12_345);
    await expect(topUp(net.sa2.id, 100)).rejects.toThrow(
      new ValidationError('Cannot top-up users with Unlimited balance type'),
    );
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });

  it('refuses amounts that are not positive whole santim and a movement to the same account', async () => {
    await expect(pay(net.sa1.id, net.agent1.id, 0)).rejects.toThrow(ValidationError);
    await expect(pay(net.sa1.id, net.agent1.id, 1.5)).rejects.toThrow(ValidationError);
    await expect(pay(net.sa1.id, net.sa1.id, 100)).rejects.toThrow(
      new ValidationError('Money cannot move from an account to itself.'),
    );
  });

  it('debits to exactly 0 and then refuses the next santim', async () => {
    await pay(net.sa1.id, net.agent1.id, 50_000);
    await expect(pay(net.sa1.id, net.agent1.id, 1)).rejects.toThrow(InsufficientFundsError);
    const [sa] = await db().select().from(accounts).where(eq(accounts.userId, net.sa1.id));
    expect(sa).toMatchObject({ balance: 0, version: 2 });
  });
});

describe('idempotency', () => {
  const request = (key: string, body: unknown) => ({
    userId: net.agent1.id,
    key,
    route: 'POST /api/Balance/transfer',
    body,
  });
  const work = (amount: number) => (tx: Parameters<Parameters<typeof inTransaction>[1]>[0]) =>
    moveMoney(tx, {
      kind: 'Transfer',
      amount,
      from: { userId: net.agent1.id },
      to: { userId: net.cashier1.id },
      initiatedBy: net.agent1.id,
      insufficientMessage: NOT_ENOUGH,
    }).then((m) => ({ transactionId: m.transferId, newBalance: m.from.balance }));

  it('runs a key once and replays the first answer', async () => {
    const before = await ledgerCounts(db());
    const first = await idempotent(db(), request('k-1', { amount: 10 }), work(1_000));
    const again = await idempotent(db(), request('k-1', { amount: 10 }), work(1_000));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ body: first.body, replayed: true });
    expect((await ledgerCounts(db())).transfers).toBe(before.transfers + 1);
  });

  it('answers 422 for the same key with another body, and keeps keys per user', async () => {
    await expect(idempotent(db(), request('k-1', { amount: 11 }), work(1_100))).rejects.toThrow(
      new UnprocessableError('This Idempotency-Key was already used with a different request'),
    );
    const other = await idempotent(
      db(),
      { ...request('k-1', { amount: 10 }), userId: net.agent2.id },
      async () => ({
        ok: true,
      }),
    );
    expect(other).toEqual({ body: { ok: true }, replayed: false });
  });

  it('forgets the key of a refused request, so a corrected retry runs', async () => {
    await expect(idempotent(db(), request('k-2', { amount: 1e6 }), work(100_000_000))).rejects.toThrow(
      InsufficientFundsError,
    );
    expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'k-2'))).toEqual([]);
  });

  it('hashes bodies independently of key order', () => {
    expect(requestHash('r', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      requestHash('r', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(requestHash('r', { a: 1 })).not.toBe(requestHash('s', { a: 1 }));
  });
});

describe('retries', () => {
  it('retries serialization failures and deadlocks only', () => {
    const wrapped = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });
    expect(isRetryable(wrapped('40001'))).toBe(true);
    expect(isRetryable(wrapped('40P01'))).toBe(true);
    expect(isRetryable(wrapped('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });

  it('runs the work again after a deadlock and commits once', async () => {
    let attempts = 0;
    const result = await inTransaction(db(), async () => {
      attempts += 1;
      if (attempts < 3) throw Object.assign(new Error('deadlock detected'), { cause: { code: '40P01' } });
      return 'done';
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 3 });
  });
});
