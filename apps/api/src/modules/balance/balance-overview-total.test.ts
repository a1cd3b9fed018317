import { MAX_BALANCE_BIRR } from '@bingo/engine';
import { caller, HEALTHY_LEDGER, ledgerInvariants } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '@/db/schema';
import { type AccountRef, moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

/** Enough accounts at the bound that their running sum passes 2^53 santim (about 90 of them). */
const PAIRS = 100;

/** People who never sign in, made in one insert: registering two hundred would hash two hundred passwords. */
async function addUsers(prefix: string, role: 'SuperAgent' | 'Cashier', n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `${prefix}${String(i).padStart(3, '0')}@test.et`,
    passwordHash: 'not-a-hash',
    role,
    firstName: prefix,
    lastName: String(i),
  }));
  return db().insert(users).values(rows).returning({ id: users.id });
}

/** Movements above the wire's limit, to reach the bound without thousands of transfers. */
const move = (from: AccountRef, toUserId: string, santim: number) =>
  inTransaction(db(), (tx) =>
    moveMoney(tx, {
      kind: 'system' in from ? 'TopUp' : 'Transfer',
      amount: santim,
      from,
      to: { userId: toUserId },
      initiatedBy: net.admin.id,
      insufficientMessage: 'Insufficient balance',
    }),
  );

describe('the total system balance', () => {
  it('is exact to the santim when the balances run past what a float adds exactly', async () => {
    // Super agents are listed before cashiers: the holders' running sum passes 2^53 santim before
    // the Unlimited cashiers' debts bring it back down to the few santim held in between.
    const holders = await addUsers('holder', 'SuperAgent', PAIRS);
    const debtors = await addUsers('debtor', 'Cashier', PAIRS);
    await db()
      .insert(accounts)
      .values(debtors.map((d) => ({ userId: d.id, balanceType: 'Unlimited' as const })));
    for (const [i, holder] of holders.entries()) {
      const debtor = debtors[i];
      if (debtor) await move({ userId: debtor.id }, holder.id, MAX_BALANCE_BIRR * 100);
    }
    await move({ system: 'issuance' }, net.agent1.id, 7);

    const { status, body } = await call.get<{ totalSystemBalance: number; totalUsers: number }>(
      net.admin,
      '/api/Balance/overview',
    );
    expect(status).toBe(200);
    expect(body.totalUsers).toBe(8 + 2 * PAIRS);
    expect(body.totalSystemBalance).toBe(0.07);
    expect(await ledgerInvariants(db())).toEqual(HEALTHY_LEDGER);
  });
});
