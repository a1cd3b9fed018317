import type { Role } from '@bingo/contracts';
import type { Tx } from '@/db/client';
import { appendAuditEvent } from '../audit/audit.service';
import { ADMIN_CHAIN } from '../audit/chain';

export type CreatedUser = {
  userId: string;
  email: string;
  role: Role;
  parentId: string | null;
  firstName: string;
  lastName: string;
  middleName?: string | null;
  phoneNumber?: string | null;
};

/**
 * An account as it was opened, on the administration's chain. actorId is null when the system made
 * it (the first Admin, the demo network), so no account appears on the record without its start.
 */
export function recordUserCreated(tx: Tx, actorId: string | null, user: CreatedUser) {
  return appendAuditEvent(tx, { chain: ADMIN_CHAIN, kind: 'UserCreated', actorId, subject: user });
}
