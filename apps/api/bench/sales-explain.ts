import postgres from 'postgres';
import { createDatabase } from '../src/db/client';
import type { Viewer } from '../src/modules/auth/caller';
import { salesScope, summarize, summaryQuery } from '../src/modules/sales/sales.repo';
import { median } from './median';

const ROWS = Number(process.env.BENCH_SALES_ROWS ?? 1_000_000);
const DAYS = 300;

/**
 * A network of 10 super agents, 50 agents and 200 cashiers with ROWS sales spread over 300 days
 * (about 100 000 a month). The games themselves are not generated: this throwaway database drops
 * the sales → games foreign key first, since only the sales table is being measured.
 */
async function generate(sql: postgres.Sql): Promise<void> {
  await sql`alter table sales_history drop constraint if exists sales_history_game_id_games_id_fk`;
  await sql`
    create temp table bench_people as
    select n, gen_random_uuid() as cashier, gen_random_uuid() as shop,
           gen_random_uuid() as agent, gen_random_uuid() as super_agent
    from generate_series(1, 200) n`;
  // Agents are shared by 4 cashiers and super agents by 5 agents: take the ids of the group's first row.
  await sql`
    update bench_people p set agent = a.agent, super_agent = s.super_agent
    from bench_people a, bench_people s
    where a.n = ((p.n - 1) / 4) * 4 + 1 and s.n = ((p.n - 1) / 20) * 20 + 1`;
  await sql`
    insert into users (id, email, password_hash, role, first_name, last_name, parent_id)
    select distinct super_agent, 'sa-' || super_agent || '@bench.et', 'x', 'SuperAgent'::role, 'Super', 'Agent', null::uuid
    from bench_people`;
  await sql`
    insert into users (id, email, password_hash, role, first_name, last_name, parent_id)
    select distinct on (agent) agent, 'agent-' || agent || '@bench.et', 'x', 'Agent'::role, 'Bench', 'Agent', super_agent
    from bench_people`;
  await sql`
    insert into users (id, email, password_hash, role, first_name, last_name, parent_id)
    select cashier, 'cashier-' || cashier || '@bench.et', 'x', 'Cashier'::role, 'Bench', 'Cashier', agent from bench_people`;
  await sql`
    insert into shops (id, name, country, city, woreda, location, agent_id, cashier_id)
    select shop, 'Hall ' || n, 'Ethiopia', 'Addis Ababa', 'W1', 'Bench', agent, cashier from bench_people`;
  await sql`
    insert into sales_history (game_id, user_id, shop_id, agent_id, super_agent_id, played_at, card_price,
      game_type, game_type_name, number_of_cards, total_amount, commission, actual_win)
    select gen_random_uuid(), p.cashier, p.shop, p.agent, p.super_agent,
           now() - (g * (${DAYS}::float8 / ${ROWS})) * interval '1 day',
           1000, g % 8, 'Default any line', 10 + g % 20, (10 + g % 20) * 1000, (10 + g % 20) * 100, (10 + g % 20) * 900
    from generate_series(1, ${ROWS}) g
    join bench_people p on p.n = g % 200 + 1`;
  await sql`vacuum analyze sales_history`;
}

type Plan = { 'QUERY PLAN': string };

/**
 * Prints the plan and timing of a month's summary for each role at ROWS sales. Figures only:
 * nothing is asserted.
 */
export async function explainSalesSummaries(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const database = await createDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' });
  try {
    const started = performance.now();
    await generate(sql);
    process.stdout.write(
      `\nSales summary for one month at ${ROWS.toLocaleString('en-US')} rows (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
    );
    const [sample] = await sql<{ cashier: string; agent: string; super_agent: string }[]>`
      select cashier, agent, super_agent from bench_people where n = 1`;
    if (!sample) throw new Error('no generated people');
    const viewers: [string, Viewer][] = [
      ['Admin (all)', { id: '', role: 'Admin' }],
      ['Super agent', { id: sample.super_agent, role: 'SuperAgent' }],
      ['Agent', { id: sample.agent, role: 'Agent' }],
      ['Cashier', { id: sample.cashier, role: 'Cashier' }],
    ];
    const to = new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    for (const [name, viewer] of viewers) {
      const range = { scope: salesScope(viewer), from, to };
      const query = summaryQuery(database.db, range).toSQL();
      const plan = await sql.unsafe<Plan[]>(
        `explain (analyze, buffers) ${query.sql}`,
        query.params as never[],
      );
      const lines = plan.map((p) => p['QUERY PLAN']);
      const scan = lines.find((l) => /Scan/.test(l))?.trim() ?? '';
      const execution = lines.find((l) => l.startsWith('Execution Time')) ?? '';
      const timings: number[] = [];
      let games = 0;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        games = (await summarize(database.db, range)).totalGames;
        timings.push(performance.now() - t0);
      }
      process.stdout.write(
        `  ${name.padEnd(12)} ${String(games).padStart(7)} games  median ${median(timings).toFixed(1).padStart(6)} ms through the API query; ${execution}\n    ${scan}\n`,
      );
    }
  } finally {
    await database.close();
    await sql.end({ timeout: 5 });
  }
}
