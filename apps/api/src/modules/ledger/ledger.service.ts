import { randomUUID } from 'node:crypto';
import { ensureSystemAccounts, type SYSTEM_ACCOUNTS } from '../../db/bootstrap';
import type { Tx } from '../../db/client';
import { InsufficientFundsError, ValidationError } from '../../errors';
import {
  type AccountRow,
  type AccountState,
  credit,
  debit,
  findAccounts,
  openUserAccounts,
  recordTransfer,
  type TransferKind,
} from './ledger.repo';

export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];
export type AccountRef = { userId: string } | { system: SystemAccount };

export type Movement = {
  kind: TransferKind;
  /** Santim, a positive safe integer. */
  amount: number;
  from: AccountRef;
  to: AccountRef;
  initiatedBy: string | null;
  notes?: string | null;
  /** The text the caller sees when a Limited sender cannot cover the amount. */
  insufficientMessage: string;
  /** Set for top-ups: an Unlimited receiver is refused with this text. */
  limitedReceiverMessage?: string;
};

export type MovementResult = { transferId: string; from: AccountState; to: AccountState };

const sameRef = (a: AccountRef, row: AccountRow) =>
  'userId' in a ? row.userId === a.userId : row.systemCode === a.system;

async function resolveAccounts(tx: Tx, refs: AccountRef[]): Promise<AccountRow[]> {
  const userIds = refs.flatMap((r) => ('userId' in r ? [r.userId] : []));
  const systemCodes = refs.flatMap((r) => ('system' in r ? [r.system] : []));
  let rows = await findAccounts(tx, userIds, systemCodes);
  if (rows.length < refs.length) {
    await openUserAccounts(tx, userIds);
    if (systemCodes.length) await ensureSystemAccounts(tx);
    rows = await findAccounts(tx, userIds, systemCodes);
  }
  return refs.map((ref) => {
    const row = rows.find((r) => sameRef(ref, r));
    if (!row) throw new Error('A ledger account could not be opened.');
    return row;
  });
}

/**
 * The one global order in which account rows are locked, so two movements can never wait on each
 * other in a cycle. User accounts come first (by id) and the system accounts last: every game locks
 * `revenue`, and taking it last holds that busy row for the shortest time.
 */
function lockOrder(a: AccountRow, b: AccountRow): number {
  const systemA = a.systemCode === null ? 0 : 1;
  const systemB = b.systemCode === null ? 0 : 1;
  return systemA - systemB || a.id - b.id;
}

/**
 * Moves money between two accounts inside the caller's transaction: both rows are locked in the
 * global order by the updates themselves, a Limited sender is checked in the statement that debits
 * it, and the transfer and its two entries are written after the locks are held.
 */
export async function moveMoney(tx: Tx, m: Movement): Promise<MovementResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
    throw new ValidationError('The amount must be a positive number of santim.');
  }
  const [fromRow, toRow] = await resolveAccounts(tx, [m.from, m.to]);
  if (!fromRow || !toRow) throw new Error('A ledger account could not be opened.');
  if (fromRow.id === toRow.id) throw new ValidationError('Money cannot move from an account to itself.');

  let from: AccountState | undefined;
  let to: AccountState | undefined;
  for (const row of [fromRow, toRow].sort(lockOrder)) {
    if (row === fromRow) {
      from = await debit(tx, row.id, m.amount);
      if (!from) throw new InsufficientFundsError(m.insufficientMessage);
    } else {
      to = await credit(tx, row.id, m.amount, m.limitedReceiverMessage !== undefined);
      if (!to) throw new ValidationError(m.limitedReceiverMessage ?? 'The receiving account was not found.');
    }
  }
  if (!from || !to) throw new Error('A ledger movement did not update both accounts.');

  const transferId = randomUUID();
  await recordTransfer(tx, {
    id: transferId,
    kind: m.kind,
    amount: m.amount,
    initiatedBy: m.initiatedBy,
    notes: m.notes ?? null,
    from,
    to,
  });
  return { transferId, from, to };
}
