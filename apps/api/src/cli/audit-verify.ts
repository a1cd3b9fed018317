import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDatabase } from '../db/client';
import { sqlState } from '../errors';
import { auditVerify } from '../modules/audit/verify-report';
import { finishedGamesAfter } from '../modules/games/finished-games.repo';

/**
 * pnpm --filter @bingo/api audit:verify
 * Walks every audit chain (DATABASE_URL, else the embedded database in DATA_DIR, as the server does)
 * and names the first broken link of each chain, then runs the engine's verifyGame on every finished
 * game and names each unsound one with its findings. Exit 0: every chain and game is sound; 1: a link is
 * broken or a game unsound;
 * 2: the database could not be read. It only reads: it applies no migration and writes nothing.
 */
async function main(): Promise<number> {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './.data');
  if (!url && !existsSync(dataDir)) {
    process.stderr.write(`No database: DATABASE_URL is not set and ${dataDir} does not exist.\n`);
    return 2;
  }
  const database = await createDatabase({ DATABASE_URL: url, DATA_DIR: dataDir });
  try {
    const outcome = await auditVerify(database.db, finishedGamesAfter);
    for (const line of outcome.problems) process.stderr.write(`${line}\n`);
    (outcome.code === 0 ? process.stdout : process.stderr).write(`${outcome.summary}\n`);
    return outcome.code;
  } catch (err) {
    const missing = sqlState(err) === '42P01';
    process.stderr.write(
      missing
        ? 'This database has no audit chain yet: start the server once so it applies its migrations.\n'
        : `${err instanceof Error ? err.message : String(err)}\n`,
    );
    return 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  },
);
