import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../modules/auth/password';
import { findCredentialsByEmail } from '../modules/users/users.repo';
import { DEMO_SHOPS, DEMO_USERS } from './demo-network';
import { seedMoney } from './money';
import { insertNetwork, type SeededNetwork } from './network';

/** Seeds the demo network when the database has no user yet; answers null when it did nothing. */
export async function seedDemoIfEmpty(db: Db): Promise<SeededNetwork | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return db.transaction(async (tx) => {
    const network = await insertNetwork(tx, DEMO_USERS, DEMO_SHOPS);
    await seedMoney(tx, network);
    return network;
  });
}

/** The block printed on the first start, so whoever started the demo can log in straight away. */
export function formatDemoLogins(network: SeededNetwork): string {
  const rows = Object.values(network.users).map((u) => {
    const shop = u.shop ? network.shops[u.shop]?.name : undefined;
    return `  ${u.role.padEnd(11)} ${u.email.padEnd(24)} ${u.password.padEnd(12)} ${shop ?? ''}`.trimEnd();
  });
  return [
    '',
    'Demo network created. Log in with:',
    `  ${'Role'.padEnd(11)} ${'Email'.padEnd(24)} ${'Password'.padEnd(12)} Shop`,
    ...rows,
    '',
  ].join('\n');
}

/** The demo logins that still open with their printed password (the e-mails; none once changed). */
export async function demoLoginsInUse(db: Db): Promise<string[]> {
  const open = await Promise.all(
    DEMO_USERS.map(async (demo) => {
      const found = await findCredentialsByEmail(db, demo.email);
      return found?.isActive && (await verifyPassword(found.passwordHash, demo.password)) ? demo.email : null;
    }),
  );
  return open.filter((email) => email !== null);
}

/**
 * Said at every start while a demo login still opens with its printed password on a server others
 * can reach: anyone on the hall's network could sign in with it and move money.
 */
export function formatDemoWarning(host: string, emails: readonly string[]): string {
  return [
    `Warning: Bingo Hall listens on ${host} and these demo logins still have the printed passwords:`,
    `  ${emails.join(', ')}`,
    '  Anyone on the network can sign in with them. Change their passwords (Profile) or deactivate',
    '  them before the hall goes live.',
    '',
  ].join('\n');
}
