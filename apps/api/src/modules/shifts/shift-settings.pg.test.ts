import type { ShiftSettings } from '@bingo/contracts';
import { chainEvents, holdChain } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { type Actor, appWithNetwork, untilWaitingOnLocks } from '@test/support';
import { describe, expect, it } from 'vitest';
import { ADMIN_CHAIN } from '../audit/chain';

// Real PostgreSQL: two saves of one agent's flag limits at once (two tabs), which PGlite cannot run.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const save = (agent: Actor, body: ShiftSettings) =>
  call.put<ShiftSettings>(agent, '/api/shifts/settings', body);

/** The from → to of each ShiftSettingsChanged event of one agent, oldest first. */
async function changesOf(agent: Actor) {
  return (await chainEvents(db(), ADMIN_CHAIN))
    .filter((e) => e.kind === 'ShiftSettingsChanged' && e.actorId === agent.id)
    .map((e) => e.subject as { from: unknown; settings: unknown });
}

/**
 * Two saves, the first stopped at its audit event until the second is waiting too: each event's
 * `from` must be what the save before it left, so the admin chain reads as one history.
 */
async function twoSavesAtOnce(agent: Actor) {
  const release = await holdChain(db(), ADMIN_CHAIN);
  const first = save(agent, { overShortThreshold: 75, maxAbandonedGames: 3 });
  await untilWaitingOnLocks(db(), 1);
  const second = save(agent, { overShortThreshold: 90, maxAbandonedGames: 5 });
  await untilWaitingOnLocks(db(), 2);
  await release();
  const replies = await Promise.all([first, second]);
  expect(replies.map((r) => r.status)).toEqual([200, 200]);
}

describe('two saves of an agent’s shift flag limits at one moment', () => {
  it('record each other’s values as the limits they replaced, on a first save too', async () => {
    await twoSavesAtOnce(net.agent2);
    expect(await changesOf(net.agent2)).toEqual([
      {
        agentId: net.agent2.id,
        from: { overShortThreshold: 5_000, maxAbandonedGames: 2 },
        settings: { overShortThreshold: 7_500, maxAbandonedGames: 3 },
      },
      {
        agentId: net.agent2.id,
        from: { overShortThreshold: 7_500, maxAbandonedGames: 3 },
        settings: { overShortThreshold: 9_000, maxAbandonedGames: 5 },
      },
    ]);
  });

  it('and over limits saved before', async () => {
    expect((await save(net.agent1, { overShortThreshold: 10, maxAbandonedGames: 1 })).status).toBe(200);
    await twoSavesAtOnce(net.agent1);
    expect((await changesOf(net.agent1)).map((c) => c.from)).toEqual([
      { overShortThreshold: 5_000, maxAbandonedGames: 2 },
      { overShortThreshold: 1_000, maxAbandonedGames: 1 },
      { overShortThreshold: 7_500, maxAbandonedGames: 3 },
    ]);
  });
});
