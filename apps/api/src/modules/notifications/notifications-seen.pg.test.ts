import { caller } from '@test/fixtures/money';
import { type Actor, appWithNetwork, signal } from '@test/support';
import { describe, expect, it } from 'vitest';
import { moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';

// Real PostgreSQL: a transfer must stay open on one connection while the bell is marked on another.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

type Bell = { unseenCredits: number; items: { id: string; amount: number }[] };
const bell = async (who: Actor) => (await call.get<Bell>(who, '/api/notifications')).body;

describe('a credit committed after the bell was marked seen', () => {
  it('is counted, though its transaction began, and wrote the credit, before the marking', async () => {
    await call.post(net.admin, '/api/Balance/top-up', { receiverId: net.sa1.id, amount: 100 });
    await call.post(net.sa1, '/api/Balance/transfer', { receiverId: net.agent1.id, amount: 1 });
    const shown = await bell(net.agent1);
    expect(shown.items.map((i) => i.amount)).toEqual([1]);

    const { promise: wasWritten, fire: written } = signal();
    const { promise: mayCommit, fire: commit } = signal();
    // The 2 Br credit's transaction starts, writes its entries and holds them uncommitted.
    const late = inTransaction(ctx.database.db, async (tx) => {
      await moveMoney(tx, {
        kind: 'Transfer',
        amount: 200,
        from: { userId: net.sa1.id },
        to: { userId: net.agent1.id },
        initiatedBy: net.sa1.id,
        insufficientMessage: 'Insufficient balance for this transfer',
      });
      written();
      await mayCommit;
    });
    await wasWritten;

    // The bell opens with the list it read, and an older tab marks everything so far with no body.
    const marked = await call.post(net.agent1, '/api/notifications/seen', { upTo: shown.items[0]?.id });
    expect(marked.body).toEqual({ unseenCredits: 0 });
    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/seen',
      headers: net.agent1.headers,
    });
    expect(all.json()).toEqual({ unseenCredits: 0 });
    commit();
    await late;

    const after = await bell(net.agent1);
    expect(after.unseenCredits).toBe(1);
    expect(after.items.map((i) => i.amount)).toEqual([2]);
  });
});
