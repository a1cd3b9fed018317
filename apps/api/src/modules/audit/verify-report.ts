import type { Db, Tx } from '@/db/client';
import { verifyAuditChains } from './audit-verify';
import { type FinishedGamePages, verifyFinishedGames } from './finished-games';

/** What `audit:verify` prints and how it exits: 0 when everything holds, 1 on any break. */
export type VerifyOutcome = { code: 0 | 1; problems: string[]; summary: string };

/**
 * Walks every audit chain and, given the games module's loader, runs the engine's verifyGame on
 * every finished game. Each broken chain and each unsound game is one line. The walk reads one
 * snapshot of the database: on a server that is running, a chain read before a new event moved its
 * head would otherwise look cut short.
 */
export async function auditVerify(db: Db, finishedGames?: FinishedGamePages): Promise<VerifyOutcome> {
  return db.transaction((tx) => report(tx, finishedGames), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function report(db: Tx, finishedGames: FinishedGamePages | undefined): Promise<VerifyOutcome> {
  const chains = await verifyAuditChains(db);
  const games = finishedGames ? await verifyFinishedGames(db, finishedGames) : undefined;
  const problems = [
    ...chains.broken.map(
      (b) =>
        `BROKEN chain ${b.chain} at seq ${b.seq} (${b.problem}): expected ${b.expected}, found ${b.found}`,
    ),
    ...(games?.unsound ?? []).flatMap((g) =>
      g.findings.map((f) => `UNSOUND game ${g.gameId} in shop ${g.shopId} (${f.code}): ${f.message}`),
    ),
  ];
  const counted = `${chains.chains} chains, ${chains.events} events${games ? `, ${games.games} finished games` : ''}`;
  if (problems.length === 0)
    return { code: 0, problems, summary: `Audit verify OK: ${counted}, every link sound.` };
  const failures = [
    chains.broken.length > 0 ? `${chains.broken.length} broken chain(s)` : '',
    games && games.unsound.length > 0 ? `${games.unsound.length} unsound game(s)` : '',
  ].filter(Boolean);
  return { code: 1, problems, summary: `Audit verify FAILED: ${failures.join(' and ')} of ${counted}.` };
}
