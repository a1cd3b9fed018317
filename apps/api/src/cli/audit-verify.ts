import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDatabase } from '../db/client';
import { type ChainReport, verifyAuditChains } from '../modules/audit/audit-verify';
import { sqlState } from '../modules/ledger/transaction';

/**
 * pnpm --filter @bingo/api audit:verify
 * Walks every audit chain (DATABASE_URL, else the embedded database in DATA_DIR, as the server does)
 * and names the first broken link of each chain. Exit 0: every chain is sound; 1: a link is broken;
 * 2: the database could not be read. It only reads: it applies no migration and writes nothing.
 */
function describe(report: ChainReport): string[] {
  return report.broken.map(
    (b) => `BROKEN chain ${b.chain} at seq ${b.seq} (${b.problem}): expected ${b.expected}, found ${b.found}`,
  );
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './.data');
  if (!url && !existsSync(dataDir)) {
    process.stderr.write(`No database: DATABASE_URL is not set and ${dataDir} does not exist.\n`);
    return 2;
  }
  const database = await createDatabase({ DATABASE_URL: url, DATA_DIR: dataDir });
  try {
    const report = await verifyAuditChains(database.db);
    // Hook for the games check (DESIGN §5.7): once the games module exports its FinishedGamePages
    // loader, add `verifyFinishedGames(database.db, finishedGamesAfter)` here and report its findings.
    for (const line of describe(report)) process.stderr.write(`${line}\n`);
    const summary = `${report.chains} chains, ${report.events} events`;
    if (report.broken.length > 0) {
      process.stderr.write(`Audit verify FAILED: ${report.broken.length} broken chain(s) of ${summary}.\n`);
      return 1;
    }
    process.stdout.write(`Audit verify OK: ${summary}, every link sound.\n`);
    return 0;
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
