import { caller, ledgerCounts } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auditEvents, auditHeads } from '@/db/schema';
import { sqlState } from '@/errors';
import { moveMoney } from '../ledger/ledger.service';
import { appendAuditEvent, appendGameEvent } from './audit.service';
import { verifyAuditChains } from './audit-verify';
import { ADMIN_CHAIN, GENESIS_HASH, linkHash, shopChain } from './chain';

const { ctx, net } = await appWithNetwork();
const db = ctx.database.db;
const call = caller(ctx);

const chainOf = (chain: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.chain, chain)).orderBy(asc(auditEvents.seq));

/** Runs SQL with the append-only triggers of one table off: a change made behind the API's back. */
async function behindTheApisBack(table: string, statement: string): Promise<void> {
  await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    await db.execute(sql.raw(statement));
  } finally {
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

/** The message and SQLSTATE a refused statement fails with. */
async function refusal(db: Db, statement: string): Promise<{ code?: string; message: string }> {
  try {
    await db.execute(sql.raw(statement));
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return { code: sqlState(err), message: cause?.message ?? String(err) };
  }
  throw new Error(`${statement} was allowed`);
}

describe('the audit chain', () => {
  it('records the network built through the services: users on the admin chain, each shop on its own', async () => {
    const admin = await chainOf(ADMIN_CHAIN);
    // The first Admin's own start, made by no one, then the eight accounts the services made.
    expect(admin.filter((e) => e.kind === 'UserCreated')).toHaveLength(9);
    expect(admin[0]).toMatchObject({ kind: 'UserCreated', actorId: null, subject: { role: 'Admin' } });
    expect(admin.map((e) => e.seq)).toEqual(admin.map((_, i) => i + 1));
    expect(admin[0]?.prevHash).toBe(GENESIS_HASH);
    const shop1 = await chainOf(shopChain(net.shop1.id));
    expect(shop1.map((e) => e.kind)).toEqual(['ShopCreated', 'CashierAssigned']);
    expect(shop1[1]?.subject).toEqual({ shopId: net.shop1.id, cashierId: net.cashier1.id });
    // The database computed each hash; the verifier recomputes them in JavaScript.
    for (const [i, e] of shop1.entries()) {
      expect(e.hash).toBe(
        linkHash(i === 0 ? GENESIS_HASH : (shop1[i - 1]?.hash ?? ''), { ...e, subject: e.subject as never }),
      );
    }
    expect(await verifyAuditChains(db)).toEqual({ chains: 6, events: admin.length + 8, broken: [] });
  });

  it('records a top-up on the admin chain, with the amount in santim and the Admin as actor', async () => {
    const res = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 1234.5 });
    expect(res.status).toBe(200);
    const [last] = (await chainOf(ADMIN_CHAIN)).slice(-1);
    expect(last).toMatchObject({ kind: 'TopUp', actorId: net.admin.id });
    expect(last?.subject).toEqual({
      transferId: res.body.transactionId,
      amount: 123450,
      from: { system: 'issuance' },
      to: { userId: net.sa1.id },
      notes: 'Admin top-up',
    });
  });

  it('writes the event in the same transaction: a rolled-back money move leaves no event', async () => {
    const before = { events: (await chainOf(ADMIN_CHAIN)).length, ledger: await ledgerCounts(db) };
    await expect(
      db.transaction(async (tx) => {
        await moveMoney(tx, {
          kind: 'Transfer',
          amount: 500,
          from: { userId: net.sa1.id },
          to: { userId: net.agent1.id },
          initiatedBy: net.sa1.id,
          insufficientMessage: 'Insufficient balance',
        });
        expect((await tx.select().from(auditEvents).where(eq(auditEvents.chain, ADMIN_CHAIN))).length).toBe(
          before.events + 1,
        );
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect((await chainOf(ADMIN_CHAIN)).length).toBe(before.events);
    expect(await ledgerCounts(db)).toEqual(before.ledger);
    const [head] = await db.select().from(auditHeads).where(eq(auditHeads.chain, ADMIN_CHAIN));
    expect(head?.seq).toBe(before.events);
  });

  it('a refused transfer writes neither money nor an event', async () => {
    const before = (await chainOf(ADMIN_CHAIN)).length;
    const res = await call.post(net.agent2, '/api/Balance/transfer', {
      receiverId: net.cashier2.id,
      amount: 10,
    });
    expect(res.status).toBe(400);
    expect((await chainOf(ADMIN_CHAIN)).length).toBe(before);
    expect((await verifyAuditChains(db)).broken).toEqual([]);
  });

  it('appends to a shop chain apart from the admin chain', async () => {
    const adminBefore = await chainOf(ADMIN_CHAIN);
    await db.transaction(async (tx) => {
      await appendAuditEvent(tx, {
        chain: shopChain(net.shop2.id),
        kind: 'GameSettingsChanged',
        actorId: net.admin.id,
        subject: { shopId: net.shop2.id, minCards: 3 },
      });
    });
    const shop2 = await chainOf(shopChain(net.shop2.id));
    expect(shop2.at(-1)).toMatchObject({ seq: shop2.length, kind: 'GameSettingsChanged' });
    expect(shop2.at(-1)?.prevHash).toBe(shop2.at(-2)?.hash);
    expect(await chainOf(ADMIN_CHAIN)).toEqual(adminBefore);
  });

  it('puts a game’s events on its shop’s chain with the game id', async () => {
    const game = { id: '9d1f7a52-4b8e-4c3a-8f6d-2e5b7c9a1d03', shopId: net.freeShop2.id };
    await db.transaction(async (tx) => {
      await appendGameEvent(tx, game, 'GamePaused', net.cashier1b.id, { released: 7 });
      await appendGameEvent(tx, game, 'ClaimRecorded', net.cashier1b.id, {
        cardId: 12,
        calledCount: 7,
        won: false,
      });
    });
    const events = (await chainOf(shopChain(net.freeShop2.id))).slice(-2);
    expect(events.map((e) => [e.kind, e.actorId, e.subject])).toEqual([
      ['GamePaused', net.cashier1b.id, { gameId: game.id, released: 7 }],
      ['ClaimRecorded', net.cashier1b.id, { gameId: game.id, cardId: 12, calledCount: 7, won: false }],
    ]);
  });
});

describe('verify names the first broken link', () => {
  it('a subject changed behind the API’s back breaks that link’s hash', async () => {
    const shop1 = shopChain(net.shop1.id);
    const [second] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.chain, shop1), eq(auditEvents.seq, 2)));
    if (!second) throw new Error('no second event');
    await behindTheApisBack(
      'audit_events',
      `update audit_events set subject = jsonb_set(subject, '{cashierId}', '"${net.cashier2.id}"') where chain = '${shop1}' and seq = 2`,
    );
    const report = await verifyAuditChains(db);
    expect(report.broken).toEqual([
      {
        chain: shop1,
        seq: 2,
        problem: 'hash',
        expected: linkHash(second.prevHash, {
          ...second,
          subject: { shopId: net.shop1.id, cashierId: net.cashier2.id },
        }),
        found: second.hash,
      },
    ]);
    await behindTheApisBack(
      'audit_events',
      `update audit_events set subject = '${JSON.stringify(second.subject)}' where chain = '${shop1}' and seq = 2`,
    );
    expect((await verifyAuditChains(db)).broken).toEqual([]);
  });

  it('a link re-hashed to hide a change breaks the link after it', async () => {
    const events = await chainOf(ADMIN_CHAIN);
    const [third, fourth] = [events[2], events[3]];
    if (!third || !fourth) throw new Error('the admin chain is too short');
    const forged = { ...third, subject: { ...(third.subject as object), email: 'forged@test.et' } };
    const forgedHash = linkHash(third.prevHash, forged);
    await behindTheApisBack(
      'audit_events',
      `update audit_events set subject = '${JSON.stringify(forged.subject)}', hash = '${forgedHash}' where chain = 'admin' and seq = 3`,
    );
    expect((await verifyAuditChains(db)).broken).toEqual([
      { chain: ADMIN_CHAIN, seq: 4, problem: 'prevHash', expected: forgedHash, found: fourth.prevHash },
    ]);
    await behindTheApisBack(
      'audit_events',
      `update audit_events set subject = '${JSON.stringify(third.subject)}', hash = '${third.hash}' where chain = 'admin' and seq = 3`,
    );
    expect((await verifyAuditChains(db)).broken).toEqual([]);
  });

  it('a deleted event leaves a gap, and a chain cut at its end no longer meets its head', async () => {
    const shop = shopChain(net.shop1b.id);
    const [first, second] = await chainOf(shop);
    if (!first || !second) throw new Error('shop1b has fewer than two events');
    await behindTheApisBack('audit_events', `delete from audit_events where chain = '${shop}' and seq = 1`);
    expect((await verifyAuditChains(db)).broken).toEqual([
      { chain: shop, seq: 2, problem: 'seq', expected: '1', found: '2' },
    ]);
    await behindTheApisBack('audit_events', `delete from audit_events where chain = '${shop}' and seq = 2`);
    expect((await verifyAuditChains(db)).broken).toEqual([
      {
        chain: shop,
        seq: 2,
        problem: 'head',
        expected: `the last event is seq 2 with hash ${second.hash}`,
        found: 'no events',
      },
    ]);
  });
});

describe('the append-only triggers', () => {
  const tables = ['audit_events', 'transfers', 'entries'];

  it.each(tables)('refuse UPDATE, DELETE and TRUNCATE on %s', async (table) => {
    for (const [op, statement] of [
      ['UPDATE', `update ${table} set id = id`],
      ['DELETE', `delete from ${table}`],
      ['TRUNCATE', `truncate ${table} cascade`],
    ] as const) {
      expect(await refusal(db, statement)).toEqual({
        code: 'P0001',
        message: `${op} on ${table} is not allowed: the record is append-only`,
      });
    }
  });

  it('leave account balances changeable: every movement updates them', async () => {
    const res = await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa2.id, amount: 5 });
    expect(res.status).toBe(200);
  });
});
