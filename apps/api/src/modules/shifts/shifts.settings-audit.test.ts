import type { ShiftSettings } from '@bingo/contracts';
import { chainEvents } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { ADMIN_CHAIN } from '../audit/chain';

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);

const lastOf = async (count: number) => (await chainEvents(ctx.database.db, ADMIN_CHAIN)).slice(-count);

describe('an agent’s shift flag settings', () => {
  // DESIGN §5.7: every setting change writes an event. Raising the threshold hides an over/short
  // flag from the agent's own report, so who changed it, when and from what must stay on record.
  it('record each change on the admin chain beside the values it replaced (threshold in santim)', async () => {
    const save = (body: ShiftSettings) => call.put<ShiftSettings>(net.agent1, '/api/shifts/settings', body);
    expect((await save({ overShortThreshold: 75.5, maxAbandonedGames: 4 })).status).toBe(200);
    expect((await save({ overShortThreshold: 500, maxAbandonedGames: 4 })).status).toBe(200);
    expect(await lastOf(2)).toEqual([
      {
        kind: 'ShiftSettingsChanged',
        actorId: net.agent1.id,
        subject: {
          agentId: net.agent1.id,
          from: { overShortThreshold: 5_000, maxAbandonedGames: 2 },
          settings: { overShortThreshold: 7_550, maxAbandonedGames: 4 },
        },
      },
      {
        kind: 'ShiftSettingsChanged',
        actorId: net.agent1.id,
        subject: {
          agentId: net.agent1.id,
          from: { overShortThreshold: 7_550, maxAbandonedGames: 4 },
          settings: { overShortThreshold: 50_000, maxAbandonedGames: 4 },
        },
      },
    ]);
  });

  it('record nothing for a refused save', async () => {
    const before = await lastOf(1);
    const refused = await call.put(net.agent1, '/api/shifts/settings', {
      overShortThreshold: -1,
      maxAbandonedGames: 1,
    });
    expect(refused.status).toBe(400);
    expect(
      (await call.put(net.cashier1, '/api/shifts/settings', { overShortThreshold: 1, maxAbandonedGames: 1 }))
        .status,
    ).toBe(403);
    expect(await lastOf(1)).toEqual(before);
  });
});
