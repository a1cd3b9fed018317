import { DEFAULT_SHIFT_SETTINGS, SHIFT_MESSAGES, type ShiftSettings } from '@bingo/contracts';
import { toBirr, toSantim } from '@bingo/engine';
import type { DbOrTx } from '@/db/client';
import { ForbiddenError } from '@/errors';
import type { Viewer } from '@/modules/auth/caller';
import { findSettings, upsertSettings } from './shift-settings.repo';

/** Only an agent keeps settings for its cashiers' shifts; until it saves some, the defaults apply. */
export async function getSettings(db: DbOrTx, agent: Viewer): Promise<ShiftSettings> {
  if (agent.role !== 'Agent') throw new ForbiddenError(SHIFT_MESSAGES.settingsAgentOnly);
  const row = await findSettings(db, agent.id);
  return row
    ? { overShortThreshold: toBirr(row.overShortThreshold), maxAbandonedGames: row.maxAbandonedGames }
    : { ...DEFAULT_SHIFT_SETTINGS };
}

export async function saveSettings(db: DbOrTx, agent: Viewer, body: ShiftSettings): Promise<ShiftSettings> {
  if (agent.role !== 'Agent') throw new ForbiddenError(SHIFT_MESSAGES.settingsAgentOnly);
  await upsertSettings(db, agent.id, {
    overShortThreshold: toSantim(body.overShortThreshold),
    maxAbandonedGames: body.maxAbandonedGames,
  });
  return getSettings(db, agent);
}
