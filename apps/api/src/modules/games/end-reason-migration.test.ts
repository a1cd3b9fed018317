import { MIGRATION_TIMEOUT_MS, migratedUpTo, uuid } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/rows';

describe('migration 0009 on games ended before they kept a reason', () => {
  it(
    'marks the games a deactivation abandoned, from their GameAbandoned events, and only those',
    async () => {
      const { client, db, finish } = await migratedUpTo('0009_game_end_reason');
      await client.exec(`
      insert into users (id, email, password_hash, role, first_name, last_name) values
        ('${uuid(1)}', 'ag@x.et', 'h', 'Agent', 'A', 'G'),
        ('${uuid(2)}', 'c1@x.et', 'h', 'Cashier', 'C', '1');
      insert into shops (id, name, country, city, woreda, location, agent_id, cashier_id) values
        ('${uuid(3)}', 'Shop', 'Ethiopia', 'Addis Ababa', '01', 'Piassa', '${uuid(1)}', '${uuid(2)}');`);
      // Game 11 was abandoned by the agent's deactivation of its cashier, 12 by the cashier itself,
      // 13 was won; only 11's event names the deactivation.
      const ended = [
        [11, 'abandoned', 'GameAbandoned', `"reason": "CashierDeactivated", `],
        [12, 'abandoned', 'GameAbandoned', ''],
        [13, 'won', 'GameWon', ''],
      ] as const;
      for (const [n, status, kind, reason] of ended) {
        await client.exec(`
        insert into games (id, cashier_id, shop_id, game_type, type_index, rate_percent, cards, bet_amount,
            total_amount, commission, prize, draw_order, commitment, status, last_call_rule)
          values ('${uuid(n)}', '${uuid(2)}', '${uuid(3)}', 0, 1, 10, '{1,2}', 500, 1000, 100, 900,
            '{1,2,3}', 'c', '${status}', 'AllowLate');
        insert into audit_events (chain, seq, kind, actor_id, subject, at, prev_hash, hash)
          values ('${uuid(3)}', ${n}, '${kind}', '${uuid(1)}',
            '{${reason}"gameId": "${uuid(n)}", "endedAtCall": 3, "refund": 0}', now(), 'p', 'h${n}');`);
      }

      await finish();
      const reasons = rowsOf<{ id: string; end_reason: string | null }>(
        await db.execute(sql`select id::text, end_reason from games order by id`),
      );
      expect(reasons).toEqual([
        { id: uuid(11), end_reason: 'CashierDeactivated' },
        { id: uuid(12), end_reason: null },
        { id: uuid(13), end_reason: null },
      ]);
    },
    MIGRATION_TIMEOUT_MS,
  );
});
