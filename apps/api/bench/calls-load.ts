import { createHmac } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

/** A running game ready for its first call, and its cashier's token. */
export type CallGame = { gameId: string; token: string; k: number };

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** An HS256 token as the API issues it, so thousands of cashiers need no argon2 login each. */
function signToken(secret: string, claims: { sub: string; email: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const head = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, role: 'Cashier', tv: 0, iat: now, exp: now + 3600 })}`;
  return `${head}.${base64url(createHmac('sha256', secret).update(head).digest())}`;
}

/**
 * `count` cashiers, each in its own hall with one running game whose first call is due at once: a
 * city of halls calling numbers. Written straight into the database, since only the release is
 * measured; the games call every second (the fastest speed), so each is due again 750 ms later.
 */
export async function seedCallGames(db: Db, agentEmail: string, count: number, secret: string) {
  const result = await db.execute(sql`
    with agent as (select id from users where email = ${agentEmail}),
    c as (
      insert into users (email, password_hash, role, first_name, last_name, parent_id)
      select 'caller' || i || '@bench.et', 'none', 'Cashier', 'Caller', i::text, (select id from agent)
      from generate_series(1, ${count}::int) i
      returning id, email
    ), s as (
      insert into shops (name, country, city, woreda, location, agent_id, cashier_id)
      select 'Calls ' || c.email, 'Ethiopia', 'Addis Ababa', 'Woreda 1', 'Bench', (select id from agent), c.id
      from c
      returning id, cashier_id
    ), g as (
      insert into games (cashier_id, shop_id, game_type, type_index, rate_percent, cards, bet_amount,
        total_amount, commission, prize, draw_order, salt, commitment, last_call_rule, call_interval_ms, pace_from)
      select s.cashier_id, s.id, 0, 1, 10, '{1,2}', 1000, 2000, 200, 1800,
        array(select n::smallint from generate_series(1, 75) n order by random()), 'bench', 'bench',
        'AllowLate', 1000, now() - interval '1 hour'
      from s
      returning id, cashier_id
    )
    select g.id as game_id, c.id as cashier_id, c.email from g join c on c.id = g.cashier_id`);
  return rowsOf<{ game_id: string; cashier_id: string; email: string }>(result).map(
    (r): CallGame => ({
      gameId: r.game_id,
      token: signToken(secret, { sub: r.cashier_id, email: r.email }),
      k: 1,
    }),
  );
}

export type CallsLoad = {
  releasesPerSecond: number;
  p99: number;
  total: number;
  refused: number;
  errors: number;
};

/**
 * Asks for the next call of the games in turn, round robin, so each game is asked again only after
 * every other one: with enough games every request is due and releases a number. A refused call (a
 * 425 when the games are too few for the rate) is counted and asked again later.
 */
export async function loadCalls(
  url: string,
  games: CallGame[],
  opts: { connections: number; seconds: number; overallRate?: number },
): Promise<CallsLoad> {
  let turn = 0;
  const nextGame = () => {
    for (let tries = 0; tries < games.length; tries++) {
      const game = games[turn++ % games.length];
      if (game && game.k <= 75) return game;
    }
    throw new Error('every bench game has called all 75 numbers: seed more games');
  };
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const game = nextGame();
          (context as { game?: CallGame }).game = game;
          return {
            ...req,
            path: `/api/games/${game.gameId}/calls`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${game.token}` },
            body: JSON.stringify({ k: game.k }),
          };
        },
        onResponse: (status, _body, context) => {
          const game = (context as { game?: CallGame }).game;
          if (game && status === 200) game.k += 1;
        },
      },
    ],
  });
  const released = result.requests.total - result.non2xx;
  return {
    releasesPerSecond: released / opts.seconds,
    p99: result.latency.p99,
    total: result.requests.total,
    refused: result.non2xx,
    errors: result.errors,
  };
}
