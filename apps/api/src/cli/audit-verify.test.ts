import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@test/support';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSystemAccounts } from '../db/bootstrap';
import { createDatabase, type Database } from '../db/client';
import { appendAuditEvent } from '../modules/audit/audit.service';
import { ADMIN_CHAIN, shopChain } from '../modules/audit/chain';

/**
 * The CLI runs as its own process against a real database: a fresh PostgreSQL database under
 * test:pg, else a PGlite folder (which one process opens at a time, so the test closes it first).
 */
const SHOP = '6f1c2b7e-3a55-4c1d-9f0e-2b8d7a6c5e41';
const pgTest = process.env.TEST_DATABASE_URL ? await createTestDb() : undefined;
const dataDir = pgTest ? undefined : mkdtempSync(join(tmpdir(), 'bingo-audit-cli-'));
if (dataDir) {
  // Creating and migrating a PGlite folder takes a while; done once, before the tests' clocks start.
  const database = await createDatabase({ DATA_DIR: dataDir });
  await database.migrate();
  await ensureSystemAccounts(database.db);
  await database.close();
}
afterAll(async () => {
  await pgTest?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `work` on the database, then lets go of a PGlite folder so the CLI can open it. */
async function withDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  if (pgTest) return work(pgTest);
  const database = await createDatabase({ DATA_DIR: dataDir ?? '' });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

function runCli(): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: pgTest?.url ?? '', DATA_DIR: dataDir ?? '' };
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/audit-verify.ts'],
      { cwd: join(import.meta.dirname, '../..'), env },
      (err, stdout, stderr) => done({ code: err ? Number(err.code) : 0, stdout, stderr }),
    );
  });
}

describe('pnpm audit:verify', () => {
  it('exits 0 with a summary when every chain is sound', async () => {
    await withDatabase(async (database) => {
      await database.db.transaction(async (tx) => {
        for (const kind of ['UserCreated', 'UserUpdated'] as const) {
          await appendAuditEvent(tx, { chain: ADMIN_CHAIN, kind, actorId: null, subject: { userId: 'u1' } });
        }
        await appendAuditEvent(tx, {
          chain: shopChain(SHOP),
          kind: 'ShopCreated',
          actorId: null,
          subject: { shopId: SHOP, name: 'Piassa' },
        });
      });
    });
    const run = await runCli();
    expect(run).toEqual({
      code: 0,
      stdout: 'Audit verify OK: 2 chains, 3 events, 0 finished games, every link sound.\n',
      stderr: '',
    });
  });

  it('exits 1 naming the first broken link when a row was changed behind the API’s back', async () => {
    await withDatabase(async (database) => {
      await database.db.execute(sql`alter table audit_events disable trigger user`);
      await database.db.execute(
        sql`update audit_events set subject = '{"userId":"u2"}' where chain = 'admin' and seq = 2`,
      );
      await database.db.execute(sql`alter table audit_events enable trigger user`);
    });
    const run = await runCli();
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^BROKEN chain admin at seq 2 \(hash\): expected [0-9a-f]{64}, found [0-9a-f]{64}\nAudit verify FAILED: 1 broken chain\(s\) of 2 chains, 3 events, 0 finished games\.\n$/,
    );
  });
});
