import { chainEvents, twoAtOnce } from '@test/fixtures/audit';
import { caller } from '@test/fixtures/money';
import { appWithNetwork } from '@test/support';
import { describe, expect, it } from 'vitest';
import { ADMIN_CHAIN } from '../audit/chain';

// Real PostgreSQL: two Admins saving one tier's rate at once, which PGlite cannot run.

const { ctx, net } = await appWithNetwork();
const call = caller(ctx);
const db = () => ctx.database.db;

const save = (typeIndex: number, rate: number) => () =>
  call.post(net.admin, '/api/commission', { typeIndex, rate });

/** The CommissionChanged events of one tier, oldest first. */
async function changesOf(typeIndex: number) {
  return (await chainEvents(db(), ADMIN_CHAIN))
    .filter((e) => e.kind === 'CommissionChanged')
    .map((e) => e.subject as { typeIndex: number })
    .filter((s) => s.typeIndex === typeIndex);
}

describe('two saves of one tier’s rate at one moment', () => {
  it('record the first one’s rate as the rate the second replaced, on the tier’s first save too', async () => {
    const replies = await twoAtOnce(db(), ADMIN_CHAIN, save(4, 12.5), save(4, 30));
    expect(replies.map((r) => [r.status, r.body.rate])).toEqual([
      [200, 12.5],
      [200, 30],
    ]);
    expect(await changesOf(4)).toEqual([
      { typeIndex: 4, from: null, rateBasisPoints: 1250 },
      { typeIndex: 4, from: 1250, rateBasisPoints: 3000 },
    ]);
  });

  it('and after the tier’s rate was deleted, when it falls back to its default again', async () => {
    expect((await call.del(net.admin, '/api/commission/4')).status).toBe(200);
    await twoAtOnce(db(), ADMIN_CHAIN, save(4, 7), save(4, 8.25));
    expect((await changesOf(4)).slice(2)).toEqual([
      { typeIndex: 4, from: 3000, rateBasisPoints: null },
      { typeIndex: 4, from: null, rateBasisPoints: 700 },
      { typeIndex: 4, from: 700, rateBasisPoints: 825 },
    ]);
  });
});
