import type { Role } from '@bingo/contracts';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema';

export type NewUser = {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  phoneNumber?: string | null;
  parentId?: string | null;
};

/** A user always comes with its ledger account, so call this inside the registering transaction. */
export async function insertUserWithAccount(tx: DbOrTx, user: NewUser) {
  const [row] = await tx
    .insert(users)
    .values({
      email: user.email,
      passwordHash: user.passwordHash,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      middleName: user.middleName ?? null,
      phoneNumber: user.phoneNumber ?? null,
      parentId: user.parentId ?? null,
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  await tx.insert(accounts).values({ userId: row.id, balanceType: 'Limited' });
  return row;
}
