import type { Tx } from '../db/client';
import { hashPassword } from '../modules/auth/password';
import { recordCashierAssigned, recordShopCreated } from '../modules/shops/shop-events';
import { insertShop, type NewShop } from '../modules/shops/shops.repo';
import { recordUserCreated } from '../modules/users/user-events';
import { insertUserWithAccount } from '../modules/users/users.repo';
import type { DemoShop, DemoUser } from './demo-network';

export type SeededUser = DemoUser & { id: string };
export type SeededShop = DemoShop & { id: string; cashierId: string | null };
export type SeededNetwork = { users: Record<string, SeededUser>; shops: Record<string, SeededShop> };

/**
 * Inserts users (parents before children), their ledger accounts and the shops, then seats each
 * cashier in its shop, each with the audit event the screens would have written, made by the system
 * (no actor). Run inside one transaction.
 */
export async function insertNetwork(
  tx: Tx,
  demoUsers: DemoUser[],
  demoShops: DemoShop[],
): Promise<SeededNetwork> {
  const hashes = new Map<string, Promise<string>>();
  for (const u of demoUsers) if (!hashes.has(u.password)) hashes.set(u.password, hashPassword(u.password));

  const users: Record<string, SeededUser> = {};
  const idOf = (key: string | undefined) => {
    if (!key) return null;
    const found = users[key];
    if (!found) throw new Error(`seed: ${key} must come before the users that point at it`);
    return found.id;
  };
  for (const u of demoUsers) {
    const passwordHash = await hashes.get(u.password);
    if (!passwordHash) throw new Error('seed: password hash missing');
    const fields = {
      email: u.email,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phoneNumber,
      parentId: idOf(u.parent),
    };
    const row = await insertUserWithAccount(tx, { ...fields, passwordHash });
    await recordUserCreated(tx, null, { userId: row.id, ...fields });
    users[u.key] = { ...u, id: row.id };
  }

  const shops: Record<string, SeededShop> = {};
  for (const s of demoShops) {
    const cashier = demoUsers.find((u) => u.shop === s.key);
    const fields: NewShop = {
      name: s.name,
      country: s.country,
      city: s.city,
      woreda: s.woreda,
      location: s.location,
      agentId: idOf(s.agent) ?? '',
    };
    const cashierId = cashier ? idOf(cashier.key) : null;
    const row = await insertShop(tx, { ...fields, cashierId });
    await recordShopCreated(tx, null, row.id, fields);
    if (cashierId) await recordCashierAssigned(tx, null, row.id, cashierId);
    shops[s.key] = { ...s, id: row.id, cashierId: row.cashierId };
  }
  return { users, shops };
}
