import { sql } from 'drizzle-orm';
import { batchedByIdPerDb } from '@/db/batch';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import type { CallerRow } from './caller';

/** The caller's columns the token check reads. */
export const callerColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  tokenVersion: users.tokenVersion,
  isActive: users.isActive,
};

/** The users named by a prepared statement's `ids` placeholder. */
export const usersInIds = sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`;

/**
 * Every request reads its caller: prepared once per database, and the callers of the requests that
 * arrive together are read by one statement, each after its own request arrived.
 */
const readCaller = batchedByIdPerDb((db) =>
  db.select(callerColumns).from(users).where(usersInIds).prepare('auth_callers'),
);

export function loadCaller(db: Db, id: string): Promise<CallerRow | undefined> {
  return readCaller(db, id);
}
