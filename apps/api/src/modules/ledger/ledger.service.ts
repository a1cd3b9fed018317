import { randomUUID } from 'node:crypto';
import { BALANCE_MESSAGES, SERVER_MESSAGES } from '@bingo/contracts';
import { ensureSystemAccounts, type SYSTEM_ACCOUNTS } from '@/db/bootstrap';
import type { Tx } from '@/db/client';
import { inOrder } from '@/db/pipeline';
import { type AppError, ConflictError, InsufficientFundsError, ValidationError } from '@/errors';
import { type AuditEvent, appendAuditEvent } from '../audit/audit.service';
import { ADMIN_CHAIN } from '../audit/chain';
import {
  type AccountKey,
  type AccountState,
  accountIdsOf,
  change,
  changeAndRecord,
  creditSystemAndRecord,
  type NewTransfer,
  openUserAccount,
  pastBalanceLimit,
  type Side,
  type TransferKind,
  type TransferReference,
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
  /** What the caller says the money pays for: kept on the transfer and in its audit event, never read. */
  reference?: TransferReference;
  /** The text the caller sees when a Limited sender cannot cover the amount. */
  insufficientMessage: string;
  /** Set for top-ups: an Unlimited receiver is refused with this text. */
  limitedReceiverMessage?: string;
  /** The audit chain that records the movement, chosen by the caller; ADMIN_CHAIN when absent. */
  auditChain?: string;
};

export type MovementResult = { transferId: string; from: AccountState; to: AccountState };

const sameAccount = (a: AccountRef, b: AccountRef) =>
  'userId' in a ? 'userId' in b && a.userId === b.userId : 'system' in b && a.system === b.system;

/** Opens a missing account, so that a refused update can be told apart from an absent row. */
async function openAccount(tx: Tx, ref: AccountKey): Promise<void> {
  if ('userId' in ref) await openUserAccount(tx, ref.userId);
  else await ensureSystemAccounts(tx);
}

type LockOrder = readonly ['from', 'to'] | readonly ['to', 'from'];
const FROM_FIRST: LockOrder = ['from', 'to'];
const TO_FIRST: LockOrder = ['to', 'from'];

/**
 * The one global order in which account rows are locked, so two movements can never wait on each
 * other in a cycle: user accounts first, by account id, then the system accounts. Every game locks
 * `revenue`, and taking it last holds that busy row for the shortest time.
 */
async function lockOrder(tx: Tx, from: AccountRef, to: AccountRef): Promise<LockOrder> {
  if ('system' in from || 'system' in to) return 'system' in from ? TO_FIRST : FROM_FIRST;
  let rows = await accountIdsOf(tx, [from.userId, to.userId]);
  if (rows.length < 2) {
    await openUserAccount(tx, from.userId);
    await openUserAccount(tx, to.userId);
    rows = await accountIdsOf(tx, [from.userId, to.userId]);
  }
  const idOf = (userId: string) => rows.find((r) => r.userId === userId)?.id ?? 0;
  return idOf(from.userId) < idOf(to.userId) ? FROM_FIRST : TO_FIRST;
}

/** The movement's two sides and its transfer record, once the movement is known to be possible. */
function planned(m: Movement): { sides: Record<'from' | 'to', Side>; transfer: NewTransfer } {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
    throw new ValidationError(SERVER_MESSAGES.santimAmount);
  }
  if (sameAccount(m.from, m.to)) throw new ValidationError(SERVER_MESSAGES.sameAccount);
  return {
    sides: {
      from: { key: m.from, direction: 'debit', amount: m.amount },
      to: {
        key: m.to,
        direction: 'credit',
        amount: m.amount,
        limitedOnly: m.limitedReceiverMessage !== undefined,
      },
    },
    transfer: {
      id: randomUUID(),
      kind: m.kind,
      amount: m.amount,
      initiatedBy: m.initiatedBy,
      notes: m.notes ?? null,
      reference: m.reference,
    },
  };
}

/** A user's payment to a system account whose debit is done. */
export type PendingPayment = {
  /** The payer's account after the debit. */
  from: AccountState;
  /**
   * Credits the system account and writes the record and its audit link. Nothing can refuse it any
   * more, so the caller may send it with its transaction's COMMIT (`commitWith`).
   */
  complete: () => Promise<MovementResult>;
};

/**
 * A user pays a system account (a game purchase) in two steps. The debit takes the user's row lock
 * first (the global order) and may be refused with the caller's message. The credit, the record and
 * the audit link come second, on the row every game shares: sent with the COMMIT, that row is held
 * for the database's work alone.
 */
export async function startPayment(
  tx: Tx,
  m: Movement & { from: { userId: string }; to: { system: SystemAccount } },
): Promise<PendingPayment> {
  const { sides, transfer } = planned(m);
  const from = await change(tx, sides.from);
  if (!from) throw await refusal(tx, m, sides.from);
  const system = m.to.system;
  return {
    from,
    complete: async () => {
      const to = await recorded(tx, m, transfer.id, () => creditSystemAndRecord(tx, system, from, transfer));
      return { transferId: transfer.id, from, to };
    },
  };
}

const paysSystem = (
  m: Movement,
): m is Movement & { from: { userId: string }; to: { system: SystemAccount } } =>
  'userId' in m.from && 'system' in m.to && m.limitedReceiverMessage === undefined;

/**
 * Moves money between two accounts inside the caller's transaction. Each row is locked by the very
 * update that changes it, in the global order; a Limited sender is checked in the statement that
 * debits it; the second update and the record (transfer and two entries) share one statement, so
 * the record is written once both locks are held and the second lock is held for the least time.
 */
export async function moveMoney(tx: Tx, m: Movement): Promise<MovementResult> {
  if (paysSystem(m)) return (await startPayment(tx, m)).complete();
  const { sides, transfer } = planned(m);
  const [firstName, secondName] = await lockOrder(tx, m.from, m.to);
  const first = await withOpenAccount(tx, sides[firstName], () => change(tx, sides[firstName]));
  if (!first) throw await refusal(tx, m, sides[firstName]);
  const second = await recorded(tx, m, transfer.id, () =>
    withOpenAccount(tx, sides[secondName], () => changeAndRecord(tx, sides[secondName], first, transfer)),
  );
  if (!second) throw await refusal(tx, m, sides[secondName]);
  const states = firstName === 'from' ? { from: first, to: second } : { from: second, to: first };
  return { transferId: transfer.id, ...states };
}

/**
 * Why a side's change was refused, in the caller's words: a balance that would pass the bound of
 * what an account may hold, else a Limited sender short of the amount, or a receiver that is not
 * there or (for a top-up) not Limited. The caller's transaction rolls back whatever came before.
 */
async function refusal(tx: Tx, m: Movement, side: Side): Promise<AppError> {
  if (await pastBalanceLimit(tx, side)) {
    return new ConflictError(
      side.direction === 'credit'
        ? BALANCE_MESSAGES.receiverBalanceLimit
        : BALANCE_MESSAGES.senderBalanceLimit,
    );
  }
  if (side.direction === 'debit') return new InsufficientFundsError(m.insufficientMessage);
  return new ValidationError(m.limitedReceiverMessage ?? SERVER_MESSAGES.receiverNotFound);
}

/**
 * Runs a movement's last statement and sends its audit link with it, so both cost one wait on the
 * network and the rows that statement locks (`revenue` for every game) are held one round trip less.
 * A refused statement makes moveMoney throw, and the caller's transaction rolls the link back.
 */
async function recorded<T>(tx: Tx, m: Movement, transferId: string, last: () => Promise<T>): Promise<T> {
  const event = movementEvent(m, transferId);
  const [done] = await inOrder<[T, unknown]>(last(), appendAuditEvent(tx, event));
  return done;
}

/** The movement as its audit event, on the chain the caller named. */
function movementEvent(m: Movement, transferId: string): AuditEvent {
  return {
    chain: m.auditChain ?? ADMIN_CHAIN,
    kind: m.kind,
    actorId: m.initiatedBy,
    subject: {
      transferId,
      amount: m.amount,
      from: m.from,
      to: m.to,
      ...m.reference,
      notes: m.notes ?? undefined,
    },
  };
}

/**
 * Runs a change; when it is refused, opens the account in case it was missing and runs it once more.
 * A missing user account holds 0, so a refused user debit is final without a second try.
 */
async function withOpenAccount(
  tx: Tx,
  side: Side,
  run: () => Promise<AccountState | undefined>,
): Promise<AccountState | undefined> {
  const done = await run();
  if (done || (side.direction === 'debit' && 'userId' in side.key)) return done;
  await openAccount(tx, side.key);
  return run();
}
