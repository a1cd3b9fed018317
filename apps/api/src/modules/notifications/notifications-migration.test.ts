import { MIGRATION_TIMEOUT_MS, migratedUpTo, uuid } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/rows';

describe('migration 0008 on bells marked by time', () => {
  it(
    'keeps every bell’s unseen credits: those after the instant it was last opened',
    async () => {
      const { client, db: old, finish } = await migratedUpTo('0008_bell_seen_by_entry');

      // The agent opened the bell at noon; credits came at 11:00, 12:00 (seen: not after noon) and
      // 13:00, and money went out at 12:30. The cashier opened it at 9:00; its 12:30 credit is unseen,
      // and one stamped 8:00 was written after it (its transaction began first and committed later).
      await client.exec(`
      insert into users (id, email, password_hash, role, first_name, last_name, credits_seen_at) values
        ('${uuid(1)}', 'ag@x.et', 'h', 'Agent', 'A', 'G', '2026-01-01T12:00:00Z'),
        ('${uuid(2)}', 'c1@x.et', 'h', 'Cashier', 'C', '1', '2026-01-01T09:00:00Z');
      insert into accounts (id, system_code, balance, balance_type) values (1, 'issuance', -600, 'Unlimited');
      insert into accounts (id, user_id, balance) values (2, '${uuid(1)}', 500), (3, '${uuid(2)}', 100);`);
      const moves = [
        [11, 1, 2, 100, '11:00'],
        [12, 1, 2, 200, '12:00'],
        [13, 2, 3, 100, '12:30'],
        [14, 1, 2, 300, '13:00'],
        [15, 1, 3, 50, '08:00'],
      ] as const;
      for (const [n, from, to, amount, time] of moves) {
        const at = `'2026-01-01T${time}:00Z'`;
        await client.exec(`
        insert into transfers (id, kind, amount, debit_account_id, credit_account_id, created_at)
          values ('${uuid(n)}', 'Transfer', ${amount}, ${from}, ${to}, ${at});
        insert into entries (transfer_id, account_id, amount, balance_after, account_version, created_at) values
          ('${uuid(n)}', ${from}, ${-amount}, 0, 0, ${at}), ('${uuid(n)}', ${to}, ${amount}, 0, 0, ${at});`);
      }

      await finish();
      const unseen = rowsOf<{ email: string; transfers: string[] | null }>(
        await old.execute(sql`
        select u.email, array_agg(e.transfer_id::text order by e.id) filter (where e.id is not null) as transfers
        from users u
        join accounts a on a.user_id = u.id
        left join entries e on e.account_id = a.id and e.amount > 0 and e.id > u.credits_seen_entry_id
        group by u.email order by u.email`),
      );
      expect(unseen).toEqual([
        { email: 'ag@x.et', transfers: [uuid(14)] },
        { email: 'c1@x.et', transfers: [uuid(13), uuid(15)] },
      ]);
    },
    MIGRATION_TIMEOUT_MS,
  );
});
