// Temporary (not committed): plays a few games on a demo PGlite folder for audit:verify.
import { sql } from 'drizzle-orm';
import { firstWinningCall, getCard } from '@bingo/engine';
import { buildApp } from './src/app';
import { ensureSystemAccounts } from './src/db/bootstrap';
import { createDatabase } from './src/db/client';
import { seedDemoIfEmpty } from './src/seed/index';
import { testEnv } from './test/support/app';

const database = await createDatabase({ DATA_DIR: process.argv[2] ?? '/tmp/integ-demo/data' });
await database.migrate();
await ensureSystemAccounts(database.db);
await seedDemoIfEmpty(database.db);
const app = await buildApp({ env: testEnv(), db: database.db });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cashier1@bingo.et', password: 'cashier123' } });
const headers = { authorization: `Bearer ${login.json().token}` };
const post = async (url: string, payload: unknown = {}) => {
  const r = await app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
  if (r.statusCode !== 200) throw new Error(`${url} ${r.statusCode} ${r.body}`);
  return r.json();
};
await post('/shifts/open', { openingFloat: 100 });
const cards = Array.from({ length: 40 }, (_, i) => i + 1);
for (let n = 0; n < 4; n++) {
  const { gameId } = await post('/games', { gameType: 0, typeIndex: 1, cards, betAmount: 10 });
  const rows = (await database.db.execute(sql`select draw_order from games where id = ${gameId}::uuid`)) as unknown;
  const order: number[] = ((rows as { rows?: { draw_order: number[] }[] }).rows ?? (rows as { draw_order: number[] }[]))[0]!.draw_order;
  const wins = cards.map((c) => [c, firstWinningCall(getCard(c), order, 0) ?? 99] as const).sort((a, b) => a[1] - b[1]);
  const [winner, k] = wins.find(([, at]) => at >= 5)!;
  if (n === 3) { await post(`/games/${gameId}/pause`); await post(`/games/${gameId}/speed`, { callIntervalMs: 3000 }); await post(`/games/${gameId}/resume`); }
  for (let i = 1; i <= (n === 2 ? 8 : k); i++) {
    await database.db.execute(sql`update games set pace_from = now() - interval '1 hour' where id = ${gameId}::uuid`);
    await post(`/games/${gameId}/calls`, { k: i });
  }
  if (n === 2) { await post(`/games/${gameId}/abandon`, { refunded: true }); continue; }
  const loser = wins.find(([, at]) => at > k)![0];
  await post(`/games/${gameId}/check`, { cardId: loser });
  await post(`/games/${gameId}/lock`, { cardId: loser });
  const res = await post(`/games/${gameId}/check`, { cardId: winner });
  console.log(`game ${gameId}: ${res.message}`);
}
await app.close();
await database.close();
