import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buyGame, byWinCall, callUpTo, secretOrder, winCalls } from '@test/fixtures/games';
import { caller, fundCashier } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { uuid } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { sqlState } from '@/errors';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;
let wonGame: string;
let runningGame: string;

beforeAll(async () => {
  await fundCashier(call, net, { sa: net.sa1, agent: net.agent1, cashier: net.cashier1 }, 100);
  await fundCashier(call, net, { sa: net.sa2, agent: net.agent2, cashier: net.cashier2 }, 100);
  const cards = [1, 2, 3, 4, 5, 6];
  wonGame = (await buyGame(call, net.cashier1, { gameType: 0, typeIndex: 1, cards, betAmount: 10 })).gameId;
  const [[k, [winner] = []] = [0, []]] = byWinCall(winCalls(await secretOrder(db(), wonGame), 0, cards));
  const loser = cards.find((c) => c !== winner) ?? 0;
  await callUpTo(call, db(), net.cashier1, wonGame, Math.max(k - 1, 5));
  await call.post(net.cashier1, `/api/games/${wonGame}/check`, { cardId: loser });
  await call.post(net.cashier1, `/api/games/${wonGame}/lock`, { cardId: loser });
  await call.post(net.cashier1, `/api/games/${wonGame}/resume`, {});
  await callUpTo(call, db(), net.cashier1, wonGame, Math.max(k, 5));
  const won = await call.post<{ gameStatus: string }>(net.cashier1, `/api/games/${wonGame}/check`, {
    cardId: winner,
  });
  if (won.body.gameStatus !== 'won') throw new Error('the game was not won');
  runningGame = (await buyGame(call, net.cashier2, { gameType: 0, typeIndex: 1, cards, betAmount: 10 }))
    .gameId;
});

/** The database's own refusal, as the driver reports it. */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await db().execute(statement);
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return `${sqlState(err)}: ${cause?.message}`;
  }
  return 'allowed';
}

describe('append-only game records', () => {
  it.each([
    ['game_calls', sql`update game_calls set number = 1`, 'UPDATE'],
    ['game_calls', sql`delete from game_calls`, 'DELETE'],
    ['game_claims', sql`update game_claims set won = true`, 'UPDATE'],
    ['game_claims', sql`delete from game_claims`, 'DELETE'],
    ['game_check_asks', sql`update game_check_asks set asked_at = now()`, 'UPDATE'],
    ['game_check_asks', sql`delete from game_check_asks`, 'DELETE'],
    ['game_events', sql`update game_events set released = 0`, 'UPDATE'],
    ['game_events', sql`delete from game_events`, 'DELETE'],
    ['game_card_locks', sql`update game_card_locks set released = 0`, 'UPDATE'],
    ['game_card_locks', sql`delete from game_card_locks`, 'DELETE'],
    ['sales_history', sql`delete from sales_history`, 'DELETE'],
  ])('refuses a change to %s (%s)', async (table, statement, op) => {
    expect(await refusal(statement)).toBe(
      `P0001: ${op} on ${table} is not allowed: the record is append-only`,
    );
  });

  it('settles a sale once: only a Running sale’s outcome, prize paid and bonus may be written', async () => {
    const refused = 'P0001: UPDATE on sales_history is not allowed: the record is append-only';
    expect(
      await refusal(
        sql`update sales_history set actual_win = 0, outcome = 'Abandoned' where game_id = ${wonGame}`,
      ),
    ).toBe(refused);
    expect(await refusal(sql`update sales_history set total_amount = 1 where game_id = ${runningGame}`)).toBe(
      refused,
    );
    expect(
      await refusal(
        sql`update sales_history set outcome = 'Abandoned', actual_win = 0 where game_id = ${runningGame}`,
      ),
    ).toBe('allowed');
    expect(await refusal(sql`update sales_history set outcome = 'Won' where game_id = ${runningGame}`)).toBe(
      refused,
    );
  });
});

describe('migration 0001 on the records of the old app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bingo-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the records say what happened: only a won game paid, and locks move out of the claims', async () => {
    cpSync(migrationsFolder(), dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
    const client = new PGlite();
    const old = drizzle({ client });
    await migrate(old, { migrationsFolder: dir });

    await client.exec(`
      insert into users (id, email, password_hash, role, first_name, last_name, parent_id) values
        ('${uuid(1)}', 'sa@x.et', 'h', 'SuperAgent', 'S', 'A', null),
        ('${uuid(2)}', 'ag@x.et', 'h', 'Agent', 'A', 'G', '${uuid(1)}'),
        ('${uuid(3)}', 'c1@x.et', 'h', 'Cashier', 'C', '1', '${uuid(2)}');
      insert into shops (id, name, country, city, woreda, location, agent_id, cashier_id)
        values ('${uuid(9)}', 'Shop', 'ET', 'Addis', '1', 'here', '${uuid(2)}', '${uuid(3)}');`);
    // The old app wrote the full prize at Start and kept it whatever became of the game.
    const games = [
      [11, 'won', '{4,9}', 1200, 20],
      [12, 'abandoned', null, null, 0],
      [13, 'finished', null, null, 0],
      [14, 'running', null, null, 0],
      [15, 'running', null, null, 0],
    ] as const;
    for (const [n, status, winners, share, minutes] of games) {
      await client.exec(`
        insert into games (id, cashier_id, shop_id, game_type, type_index, rate_percent, cards, bet_amount,
          total_amount, commission, prize, draw_order, commitment, status, last_call_rule, winners, prize_share, created_at)
        values ('${uuid(n)}', '${uuid(3)}', '${uuid(9)}', 0, 1, 10, '{4,9,12}', 1000, 3000, 300, 2700,
          '{${Array.from({ length: 75 }, (_, i) => i + 1).join(',')}}', 'c', '${status}', 'AllowLate', ${winners ? `'${winners}'` : 'null'}, ${share ?? 'null'},
          now() - interval '${60 - minutes} minutes');
        insert into sales_history (game_id, user_id, shop_id, agent_id, super_agent_id, card_price, game_type,
          game_type_name, number_of_cards, total_amount, commission, actual_win, bonus_amount, bonus_type)
        values ('${uuid(n)}', '${uuid(3)}', '${uuid(9)}', '${uuid(2)}', '${uuid(1)}', 1000, 0, 'Default any line',
          3, 3000, 300, 2700, ${status === 'won' ? 500 : 0}, '${status === 'won' ? 'Within 10 calls' : 'None'}');`);
    }
    await client.exec(`
      insert into game_claims (game_id, card_id, called_count, won, locked) values
        ('${uuid(15)}', 4, 8, false, true), ('${uuid(15)}', 4, 9, false, true), ('${uuid(15)}', 9, 11, false, false);`);

    await migrate(old, { migrationsFolder: migrationsFolder() });
    const sales = rowsOf<{ game_id: string; outcome: string; actual_win: string; bonus_amount: string }>(
      await old.execute(
        sql`select game_id, outcome, actual_win::text, bonus_amount::text from sales_history order by game_id`,
      ),
    );
    expect(sales.map((s) => [s.game_id, s.outcome, Number(s.actual_win), Number(s.bonus_amount)])).toEqual([
      [uuid(11), 'Won', 2400, 500],
      [uuid(12), 'Abandoned', 0, 0],
      [uuid(13), 'NoWinner', 0, 0],
      // Two games ran at once for one cashier: the older is recorded abandoned, the newer runs on.
      [uuid(14), 'Abandoned', 0, 0],
      [uuid(15), 'Running', 0, 0],
    ]);
    const running = rowsOf<{ id: string; released: number }>(
      await old.execute(sql`select id, released from games where status = 'running'`),
    );
    expect(running).toEqual([{ id: uuid(15), released: 11 }]);
    const calls = rowsOf<{ k: number }>(await old.execute(sql`select k from game_calls order by k`));
    expect(calls.map((c) => c.k)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    const locks = rowsOf<{ card_id: number; released: number }>(
      await old.execute(sql`select card_id, released from game_card_locks`),
    );
    expect(locks).toEqual([{ card_id: 4, released: 9 }]);
    await client.close();
  });
});
