import type { DbOrTx } from './client';
import { accounts } from './schema';

/** The ledger's system accounts; every start makes sure they exist. */
export const SYSTEM_ACCOUNTS = {
  /** Goes negative by every top-up, so the sum of all balances stays 0. */
  issuance: 'issuance',
  /** Receives the house commission of every game. */
  revenue: 'revenue',
} as const;

export async function ensureSystemAccounts(db: DbOrTx): Promise<void> {
  await db
    .insert(accounts)
    .values([
      { systemCode: SYSTEM_ACCOUNTS.issuance, balanceType: 'Unlimited' },
      { systemCode: SYSTEM_ACCOUNTS.revenue, balanceType: 'Limited' },
    ])
    .onConflictDoNothing({ target: accounts.systemCode });
}
