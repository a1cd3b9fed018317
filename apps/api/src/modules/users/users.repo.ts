import type { Calendar, Role, UiLanguage, User } from '@bingo/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { accounts, shops, users } from '@/db/schema';
import { liveShops } from '../shops/live-shops';
import { usersWithRole } from './scope';

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

const parent = alias(users, 'parent');

const ownedShop = alias(shops, 'owned_shop');
const shopAgent = alias(users, 'shop_agent');
const qb = new QueryBuilder();
const agentShops = qb
  .select({ n: count() })
  .from(ownedShop)
  .where(and(eq(ownedShop.agentId, users.id), liveShops(ownedShop)));
const superAgentShops = qb
  .select({ n: count() })
  .from(ownedShop)
  .innerJoin(shopAgent, eq(shopAgent.id, ownedShop.agentId))
  .where(and(eq(shopAgent.parentId, users.id), liveShops(ownedShop)));
/** Shops of an agent, or of all the agents of a super agent; live shops only. */
const shopsCount = sql<number>`case
  when ${usersWithRole('Agent')} then ${agentShops}
  when ${usersWithRole('SuperAgent')} then ${superAgentShops}
  else 0 end`.mapWith(Number);

const userView = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  middleName: users.middleName,
  phoneNumber: users.phoneNumber,
  role: users.role,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  parentId: users.parentId,
  parentFirstName: parent.firstName,
  parentLastName: parent.lastName,
  shopId: shops.id,
  shopName: shops.name,
  shopsCount,
  language: users.language,
  calendar: users.calendar,
  createdAt: users.createdAt,
};

type UserViewRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  phoneNumber: string | null;
  role: Role;
  isActive: boolean;
  lastLogin: Date | null;
  parentId: string | null;
  parentFirstName: string | null;
  parentLastName: string | null;
  shopId: string | null;
  shopName: string | null;
  shopsCount: number;
  language: UiLanguage;
  calendar: Calendar;
  createdAt: Date;
};

function toUser(r: UserViewRow): User {
  return {
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    middleName: r.middleName,
    phoneNumber: r.phoneNumber,
    role: r.role,
    roles: [r.role],
    isActive: r.isActive,
    lastLogin: r.lastLogin ? r.lastLogin.toISOString() : null,
    parentId: r.parentId,
    parentName: r.parentFirstName === null ? null : `${r.parentFirstName} ${r.parentLastName ?? ''}`.trim(),
    shopId: r.shopId,
    shopName: r.shopName,
    shopsCount: r.shopsCount,
    language: r.language,
    calendar: r.calendar,
    createdAt: r.createdAt.toISOString(),
  };
}

function selectUsers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(userView)
    .from(users)
    .leftJoin(parent, eq(parent.id, users.parentId))
    .leftJoin(shops, and(eq(shops.cashierId, users.id), liveShops()))
    .where(where);
}

export type UserFilter = { scope: SQL; role?: Role | undefined; search?: string | undefined };

export async function listUsers(db: DbOrTx, filter: UserFilter): Promise<User[]> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await selectUsers(
    db,
    and(
      filter.scope,
      filter.role ? usersWithRole(filter.role) : undefined,
      pattern
        ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
        : undefined,
    ),
  ).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUser);
}

export async function findUser(db: DbOrTx, id: string, scope: SQL): Promise<User | undefined> {
  const [row] = await selectUsers(db, and(eq(users.id, id), scope)).limit(1);
  return row ? toUser(row) : undefined;
}

const lockedUser = {
  id: users.id,
  role: users.role,
  email: users.email,
  parentId: users.parentId,
  isActive: users.isActive,
  tokenVersion: users.tokenVersion,
  firstName: users.firstName,
  lastName: users.lastName,
  middleName: users.middleName,
  phoneNumber: users.phoneNumber,
};

async function selectLocked(tx: DbOrTx, id: string, scope: SQL, strength: 'update' | 'share') {
  const [row] = await tx
    .select(lockedUser)
    .from(users)
    .where(and(eq(users.id, id), scope))
    .limit(1)
    .for(strength);
  return row;
}

/** The row a service changes, locked until its transaction ends. */
export const lockUser = (tx: DbOrTx, id: string, scope: SQL) => selectLocked(tx, id, scope, 'update');

/**
 * A user something is handed to (a shop, a cashier, a new agent), held against its deactivation
 * until the transaction ends. A share lock: handing two things to one user never waits.
 */
export const holdUser = (tx: DbOrTx, id: string, scope: SQL) => selectLocked(tx, id, scope, 'share');

export async function findCredentialsByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findCredentialsById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export type UserPatch = {
  firstName?: string;
  lastName?: string;
  middleName?: string | null;
  phoneNumber?: string | null;
  passwordHash?: string;
  isActive?: boolean;
  parentId?: string;
  lastLogin?: Date;
  language?: UiLanguage;
  calendar?: Calendar;
};

/** Updates a user; `bumpTokenVersion` makes every token issued before it stale. Answers the new version. */
export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: UserPatch,
  bumpTokenVersion = false,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({
      ...patch,
      ...(bumpTokenVersion ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion;
}

/** Rows counted by role inside a scope. */
export async function countUsersByRole(db: DbOrTx, scope: SQL): Promise<Record<Role, number>> {
  const rows = await db
    .select({ role: users.role, n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(scope)
    .groupBy(users.role);
  const counts: Record<Role, number> = { Admin: 0, SuperAgent: 0, Agent: 0, Cashier: 0 };
  for (const r of rows) counts[r.role] = r.n;
  return counts;
}
