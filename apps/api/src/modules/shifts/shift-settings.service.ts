import { DEFAULT_SHIFT_SETTINGS, SHIFT_MESSAGES, type ShiftSettings } from '@bingo/contracts';
import { toBirr, toSantim } from '@bingo/engine';
import type { Db, DbOrTx } from '@/db/client';
import { ForbiddenError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import { ADMIN_CHAIN } from '../audit/chain';
import { inTransaction } from '../ledger/transaction';
import { findSettings, lockSettings, upsertSettings } from './shift-settings.repo';

type SavedSettings = { overShortThreshold: number; maxAbandonedGames: number };

const DEFAULTS: SavedSettings = {
  overShortThreshold: toSantim(DEFAULT_SHIFT_SETTINGS.overShortThreshold),
  maxAbandonedGames: DEFAULT_SHIFT_SETTINGS.maxAbandonedGames,
};

/** The agent's settings in santim, the defaults until it saves some. */
async function settingsOf(db: DbOrTx, agentId: string): Promise<SavedSettings> {
  return (await findSettings(db, agentId)) ?? DEFAULTS;
}

/** Only an agent keeps settings for its cashiers' shifts; until it saves some, the defaults apply. */
export async function getSettings(db: DbOrTx, agent: Viewer): Promise<ShiftSettings> {
  if (agent.role !== 'Agent') throw new ForbiddenError(SHIFT_MESSAGES.settingsAgentOnly);
  const saved = await settingsOf(db, agent.id);
  return { overShortThreshold: toBirr(saved.overShortThreshold), maxAbandonedGames: saved.maxAbandonedGames };
}

/**
 * Saves the agent's flag limits with an event beside the ones they replace (DESIGN §5.7: every
 * setting change is recorded): a raised threshold hides an over/short from the agent's own report.
 */
export async function saveSettings(db: Db, agent: Viewer, body: ShiftSettings): Promise<ShiftSettings> {
  if (agent.role !== 'Agent') throw new ForbiddenError(SHIFT_MESSAGES.settingsAgentOnly);
  const settings = {
    overShortThreshold: toSantim(body.overShortThreshold),
    maxAbandonedGames: body.maxAbandonedGames,
  };
  return inTransaction(db, async (tx) => {
    // Locked: a save at the same moment (a second tab) must record this one's values as its `from`.
    const from = (await lockSettings(tx, agent.id, DEFAULTS)) ?? DEFAULTS;
    await upsertSettings(tx, agent.id, settings);
    await appendAuditEvent(tx, {
      chain: ADMIN_CHAIN,
      kind: 'ShiftSettingsChanged',
      actorId: agent.id,
      subject: { agentId: agent.id, from, settings },
    });
    return getSettings(tx, agent);
  });
}
