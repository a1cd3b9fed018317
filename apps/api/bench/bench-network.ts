import { BALANCE_MESSAGES } from '@bingo/contracts';
import { toSantim } from '@bingo/engine';
import type { Db } from '../src/db/client';
import { insertSettings } from '../src/modules/game-settings/game-settings.repo';
import { moveMoney } from '../src/modules/ledger/ledger.service';
import type { DemoShop, DemoUser } from '../src/seed/demo-network';
import { insertNetwork } from '../src/seed/network';

export const BENCH_PASSWORD = 'bench-pass';

const user = (key: string, role: DemoUser['role'], extra: Partial<DemoUser> = {}): DemoUser => ({
  key,
  role,
  email: `${key}@bench.et`,
  password: BENCH_PASSWORD,
  firstName: key,
  lastName: 'Bench',
  phoneNumber: '+251900000000',
  ...extra,
});

/**
 * One super agent and agent, and one cashier (with its own shop and a large float) per load
 * connection, so parallel purchases contend only where real halls would: on the revenue account.
 */
export async function seedBenchNetwork(db: Db, cashiers: number): Promise<{ cashierEmails: string[] }> {
  const users: DemoUser[] = [
    user('admin', 'Admin'),
    user('sa', 'SuperAgent'),
    user('agent', 'Agent', { parent: 'sa' }),
  ];
  const shops: DemoShop[] = [];
  for (let i = 1; i <= cashiers; i++) {
    users.push(user(`cashier${i}`, 'Cashier', { parent: 'agent', shop: `shop${i}` }));
    shops.push({
      key: `shop${i}`,
      name: `Bench hall ${i}`,
      country: 'Ethiopia',
      city: 'Addis Ababa',
      woreda: 'Woreda 1',
      location: 'Bench',
      agent: 'agent',
    });
  }
  await db.transaction(async (tx) => {
    const network = await insertNetwork(tx, users, shops);
    const id = (key: string) => network.users[key]?.id ?? '';
    const float = toSantim(1_000_000);
    const move = (from: string | null, to: string, amount: number) =>
      moveMoney(tx, {
        kind: from ? 'Transfer' : 'TopUp',
        amount,
        from: from ? { userId: id(from) } : { system: 'issuance' },
        to: { userId: id(to) },
        initiatedBy: id(from ?? 'admin'),
        insufficientMessage: BALANCE_MESSAGES.insufficientTransfer,
      });
    await move(null, 'sa', float * cashiers);
    await move('sa', 'agent', float * cashiers);
    for (let i = 1; i <= cashiers; i++) {
      await move('agent', `cashier${i}`, float);
      const shop = network.shops[`shop${i}`];
      if (shop) {
        await insertSettings(tx, shop.id, {
          minCards: 2,
          maxCards: 100,
          defaultBetAmount: toSantim(10),
          minStackAmount: toSantim(5),
          lastCallRule: 'AllowLate',
        });
      }
    }
  });
  return { cashierEmails: users.filter((u) => u.role === 'Cashier').map((u) => u.email) };
}
