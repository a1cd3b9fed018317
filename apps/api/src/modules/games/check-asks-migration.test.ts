import { MIGRATION_TIMEOUT_MS, migratedUpTo, uuid } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/rows';

describe('migration 0010 on claims made before their asks were kept', () => {
  it(
    'records each claim asked once, at the time it was recorded, in the order they were made',
    async () => {
      const { client, db, finish } = await migratedUpTo('0010_check_asks');
      await client.exec(`
      insert into users (id, email, password_hash, role, first_name, last_name) values
        ('${uuid(1)}', 'ag@x.et', 'h', 'Agent', 'A', 'G'),
        ('${uuid(2)}', 'c1@x.et', 'h', 'Cashier', 'C', '1');
      insert into shops (id, name, country, city, woreda, location, agent_id, cashier_id) values
        ('${uuid(3)}', 'Shop', 'Ethiopia', 'Addis Ababa', '01', 'Piassa', '${uuid(1)}', '${uuid(2)}');
      insert into games (id, cashier_id, shop_id, game_type, type_index, rate_percent, cards, bet_amount,
          total_amount, commission, prize, draw_order, commitment, status, last_call_rule)
        values ('${uuid(11)}', '${uuid(2)}', '${uuid(3)}', 0, 1, 10, '{4,9}', 500, 1000, 100, 900,
          '{1,2,3,4,5,6}', 'c', 'running', 'AllowLate');
      insert into game_claims (game_id, card_id, called_count, won, created_at) values
        ('${uuid(11)}', 9, 5, false, '2026-11-20T08:00:05.123Z'),
        ('${uuid(11)}', 4, 6, false, '2026-11-20T08:00:09.456Z');`);

      await finish();
      const asks = rowsOf<{ card_id: number; called_count: number; asked_at: string }>(
        await db.execute(sql`
          select c.card_id, c.called_count, to_char(a.asked_at at time zone 'UTC', 'HH24:MI:SS.MS') as asked_at
          from game_check_asks a join game_claims c on c.id = a.claim_id order by a.id`),
      );
      expect(asks).toEqual([
        { card_id: 9, called_count: 5, asked_at: '08:00:05.123' },
        { card_id: 4, called_count: 6, asked_at: '08:00:09.456' },
      ]);
    },
    MIGRATION_TIMEOUT_MS,
  );
});
