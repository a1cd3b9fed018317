import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { recordUserCreated } from '../modules/users/user-events';
import { insertUserWithAccount } from '../modules/users/users.repo';

export type AdminInput = { email: string; password: string; firstName?: string; lastName?: string };

/**
 * Creates the Admin when no user has that e-mail yet. An existing account is left alone, so a
 * restart with ADMIN_PASSWORD set never overwrites a password changed since.
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<'created' | 'exists'> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) return 'exists';
  const passwordHash = await hashPassword(input.password);
  const fields = {
    email,
    role: 'Admin' as const,
    firstName: input.firstName ?? 'System',
    lastName: input.lastName ?? 'Administrator',
  };
  // The first account has no one above it to have made it: the record names no actor.
  await db.transaction(async (tx) => {
    const row = await insertUserWithAccount(tx, { ...fields, passwordHash });
    await recordUserCreated(tx, null, { userId: row.id, parentId: null, ...fields });
  });
  return 'created';
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1);
  return row !== undefined;
}
