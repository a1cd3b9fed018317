import { randomUUID } from 'node:crypto';
import { ensureSystemAccounts, type SYSTEM_ACCOUNTS } from '../../db/bootstrap';
import type { Tx } from '../../db/client';
import { InsufficientFundsError, ValidationError } from '../../errors';
import {
  type AccountState,
  accountIdsOf,
  credit,
  debit,
  openUserAccount,
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
  /** The game a GamePurchase pays for. */
  gameId?: string;
  /** The text the caller sees when a Limited sender cannot cover the amount. */
  insufficientMessage: string;
  /** Set for top-ups: an Unlimited receiver is refused with this text. */
  limitedReceiverMessage?: string;
};

export type MovementResult = { transferId: string; from: AccountState; to: AccountState };

const sameAccount = (a: AccountRef, b: AccountRef) =>
  'userId' in a ? 'userId' in b && a.userId === b.userId : 'system' in b && a.system === b.system;

/** Opens a missing account, so that a refused update can be told apart from an absent row. */
async function openAccount(tx: Tx, ref: AccountRef): Promise<void> {
  if ('userId' in ref) await openUserAccount(tx, ref.userId);
  else await ensureSystemAccounts(tx);
}

/**
 * The one global order in which account rows are locked, so two movements can never wait on each
 * other in a cycle: user accounts first, by account id, then the system accounts. Every game locks
 * `revenue`, and taking it last holds that busy row for the shortest time.
 */
async function lockOrder(tx: Tx, from: AccountRef, to: AccountRef): Promise<('from' | 'to')[]> {
  if ('system' in from || 'system' in to) return 'system' in from ? ['to', 'from'] : ['from', 'to'];
  let rows = await accountIdsOf(tx, [from.userId, to.userId]);
  if (rows.length < 2) {
    await openUserAccount(tx, from.userId);
    await openUserAccount(tx, to.userId);
    rows = await accountIdsOf(tx, [from.userId, to.userId]);
  }
  const idOf = (userId: string) => rows.find((r) => r.userId === userId)?.id ?? 0;
  return idOf(from.userId) < idOf(to.userId) ? ['from', 'to'] : ['to', 'from'];
}

/**
 * Moves money between two accounts inside the caller's transaction. Each row is locked by the very
 * update that changes it, in the global order; a Limited sender is checked in the statement that
 * debits it; the transfer and its two entries are written once both locks are held.
 */
export async function moveMoney(tx: Tx, m: Movement): Promise<MovementResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
    throw new ValidationError('The amount must be a positive number of santim.');
  }
  if (sameAccount(m.from, m.to)) throw new ValidationError('Money cannot move from an account to itself.');
  const limitedOnly = m.limitedReceiverMessage !== undefined;
  const takeFrom = () => debit(tx, m.from, m.amount);
  const giveTo = () => credit(tx, m.to, m.amount, limitedOnly);

  let from: AccountState | undefined;
  let to: AccountState | undefined;
  for (const side of await lockOrder(tx, m.from, m.to)) {
    if (side === 'from') {
      from = await takeFrom();
      // A missing account holds 0, so the debit is refused either way; an absent system account is opened.
      if (!from && 'system' in m.from) {
        await openAccount(tx, m.from);
        from = await takeFrom();
      }
      if (!from) throw new InsufficientFundsError(m.insufficientMessage);
    } else {
      to = (await giveTo()) ?? (await openAccount(tx, m.to).then(giveTo));
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
    gameId: m.gameId ?? null,
    from,
    to,
  });
  return { transferId, from, to };
}
