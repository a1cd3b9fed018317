import type { Tx } from '@/db/client';
import { appendAuditEvent } from '../audit/audit.service';
import type { AuditKind } from '../audit/audit-kinds';
import { type AuditSubject, shopChain } from '../audit/chain';

/**
 * A shift's event (opened, closed, corrected) on its shop's chain, amounts in santim. Call it last in
 * the transaction that makes the change.
 */
export function appendShiftEvent(
  tx: Tx,
  shift: { id: string; shopId: string },
  kind: Extract<AuditKind, 'ShiftOpened' | 'ShiftClosed' | 'ShiftCorrected'>,
  actorId: string,
  details: AuditSubject,
): Promise<{ seq: number; hash: string }> {
  return appendAuditEvent(tx, {
    chain: shopChain(shift.shopId),
    kind,
    actorId,
    subject: { shiftId: shift.id, ...details },
  });
}
