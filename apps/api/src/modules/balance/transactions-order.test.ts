import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

describe('the movements list', () => {
  it('lists movements of the same instant in the order they were written, newest first', async () => {
    // One transaction: every movement has the same created_at, as two in one millisecond do on the
    // embedded database, whose clock counts milliseconds.
    await inTransaction(ctx.database.db, async (tx) => {
      for (let birr = 1; birr <= 8; birr++) {
        await moveMoney(tx, {
          kind: 'TopUp',
          amount: birr * 100,
          from: { system: 'issuance' },
          to: { userId: net.sa2.id },
          initiatedBy: net.admin.id,
          notes: `Top-up ${birr}`,
          insufficientMessage: 'Insufficient balance',
        });
      }
    });
    const { body } = await call.get<{ items: { amount: number }[] }>(net.sa2, '/api/Balance/transactions');
    expect(body.items.map((t) => t.amount)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
