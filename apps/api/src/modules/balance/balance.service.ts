import {
  BALANCE_MESSAGES,
  type Balance,
  type BalanceOverview,
  type BalanceTypeChanged,
  type MoneyMoved,
  SERVER_MESSAGES,
  type SetBalanceTypeRequest,
  STORED_NOTES,
  type TopUpRequest,
  type TransactionDirection,
  type TransactionList,
  type TransactionsQuery,
  type TransferRequest,
} from '@bingo/contracts';
import { toBirr, toSantim } from '@bingo/engine';
import type { Db } from '@/db/client';
import { periodOf } from '@/db/period';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/errors';
import { currentCaller, type TokenClaims, type Viewer } from '@/modules/auth/caller';
import { appendAuditEvent } from '../audit/audit.service';
import { ADMIN_CHAIN } from '../audit/chain';
import { idempotent } from '../ledger/idempotency';
import { openUserAccount } from '../ledger/ledger.repo';
import { moveMoney } from '../ledger/ledger.service';
import { inTransaction } from '../ledger/transaction';
import {
  accountIdOf,
  balanceScope,
  findCallerWithBalance,
  findUser,
  findUserBalance,
  listTransfers,
  listUserBalances,
  lockBalanceType,
  lockReceiver,
  scopedAccountOf,
  updateBalanceType,
} from './balance.repo';

const USER_NOT_FOUND = SERVER_MESSAGES.userNotFound;
const DEFAULT_TRANSACTION_LIMIT = 200;

/** Who receives a transfer from whom: a Super Agent pays its agents, an Agent its cashiers. */
const CHILD_ROLE = { SuperAgent: 'Agent', Agent: 'Cashier' } as const;
const TRANSFER_NOTES = { SuperAgent: STORED_NOTES.toAgent, Agent: STORED_NOTES.toCashier } as const;

/** A deactivated user cannot sign in to spend or pass on money, so none is sent to one. */
function refuseInactive(receiver: { isActive: boolean }): void {
  if (!receiver.isActive) throw new ConflictError(BALANCE_MESSAGES.receiverInactive);
}

/** The caller's own balance; the token is checked against the same row the balance is read with. */
export async function getOwnBalance(db: Db, claims: TokenClaims): Promise<Balance> {
  const row = await findCallerWithBalance(db, claims.sub);
  currentCaller(row, claims);
  return { amount: toBirr(row?.balance ?? 0), balanceType: row?.balanceType ?? 'Limited' };
}

export async function getBalance(db: Db, viewer: Viewer, userId = viewer.id): Promise<Balance> {
  const row = await findUserBalance(db, userId, balanceScope(viewer));
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return { amount: toBirr(row.balance), balanceType: row.balanceType };
}

/** Admin only (checked by the route); receivers are Limited users below the Admin. */
export async function topUp(db: Db, admin: Viewer, body: TopUpRequest, key: string | undefined) {
  const answer = await idempotent(
    db,
    { userId: admin.id, key, route: 'POST /api/Balance/top-up', body },
    async (tx): Promise<MoneyMoved> => {
      const receiver = await lockReceiver(tx, body.receiverId);
      if (!receiver) throw new NotFoundError(USER_NOT_FOUND);
      if (receiver.role === 'Admin') throw new ValidationError(BALANCE_MESSAGES.topUpRole);
      refuseInactive(receiver);
      const moved = await moveMoney(tx, {
        kind: 'TopUp',
        amount: toSantim(body.amount),
        from: { system: 'issuance' },
        to: { userId: receiver.id },
        initiatedBy: admin.id,
        notes: body.notes || STORED_NOTES.topUp,
        insufficientMessage: BALANCE_MESSAGES.insufficientTransfer,
        limitedReceiverMessage: BALANCE_MESSAGES.topUpUnlimited,
      });
      return { newBalance: toBirr(moved.to.balance), transactionId: moved.transferId };
    },
  );
  return answer.body;
}

/** A Super Agent pays one of its agents, an Agent one of its cashiers; anyone else is out of scope. */
export async function transfer(db: Db, sender: Viewer, body: TransferRequest, key: string | undefined) {
  if (sender.role !== 'SuperAgent' && sender.role !== 'Agent') throw new ForbiddenError();
  const senderRole = sender.role;
  const answer = await idempotent(
    db,
    { userId: sender.id, key, route: 'POST /api/Balance/transfer', body },
    async (tx): Promise<MoneyMoved> => {
      const receiver = await lockReceiver(tx, body.receiverId);
      if (!receiver || receiver.parentId !== sender.id || receiver.role !== CHILD_ROLE[senderRole]) {
        throw new NotFoundError(USER_NOT_FOUND);
      }
      refuseInactive(receiver);
      const moved = await moveMoney(tx, {
        kind: 'Transfer',
        amount: toSantim(body.amount),
        from: { userId: sender.id },
        to: { userId: receiver.id },
        initiatedBy: sender.id,
        notes: body.notes || TRANSFER_NOTES[senderRole],
        insufficientMessage: BALANCE_MESSAGES.insufficientTransfer,
      });
      return { newBalance: toBirr(moved.from.balance), transactionId: moved.transferId };
    },
  );
  return answer.body;
}

function directionOf(accountId: number | undefined, debitId: number, creditId: number): TransactionDirection {
  if (accountId === creditId) return 'CREDIT';
  if (accountId === debitId) return 'DEBIT';
  return 'NEUTRAL';
}

/**
 * The account of the user a list is narrowed to, checked against the caller's balance scope as a
 * balance is: out of scope is 404. Null when the user has no account yet (so no movements).
 */
async function counterpartyAccount(db: Db, viewer: Viewer, userId: string): Promise<number | null> {
  const row = await scopedAccountOf(db, userId, balanceScope(viewer));
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return row.accountId;
}

/**
 * Admin sees every movement; everyone else the movements into or out of their own account. With
 * `counterpartyId`, only those with that user.
 */
export async function listTransactions(
  db: Db,
  viewer: Viewer,
  q: TransactionsQuery,
): Promise<TransactionList> {
  const [own, counterparty] = await Promise.all([
    accountIdOf(db, viewer.id),
    q.counterpartyId === undefined ? undefined : counterpartyAccount(db, viewer, q.counterpartyId),
  ]);
  if (viewer.role !== 'Admin' && own === undefined) return { items: [] };
  if (counterparty === null) return { items: [] };
  const rows = await listTransfers(db, {
    accountId: viewer.role === 'Admin' ? undefined : own,
    counterpartyAccountId: counterparty,
    type: q.type,
    ...periodOf(q),
    limit: q.limit ?? DEFAULT_TRANSACTION_LIMIT,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      type: r.kind,
      senderEmail: r.senderEmail,
      receiverEmail: r.receiverEmail,
      senderId: r.senderId,
      receiverId: r.receiverId,
      amount: toBirr(r.amount),
      notes: r.notes,
      direction: directionOf(own, r.debitAccountId, r.creditAccountId),
    })),
  };
}

/**
 * Limited or Unlimited decides whether an account may go below zero, so a switch is recorded on the
 * administration's chain in the same transaction, like any other change to a user. The type the
 * account already has changes and records nothing.
 */
export async function setBalanceType(
  db: Db,
  admin: Viewer,
  body: SetBalanceTypeRequest,
): Promise<BalanceTypeChanged> {
  return inTransaction(db, async (tx) => {
    const user = await findUser(tx, body.userId);
    if (!user || user.role === 'Admin') throw new NotFoundError(USER_NOT_FOUND);
    await openUserAccount(tx, user.id);
    const current = await lockBalanceType(tx, user.id);
    if (current?.balanceType === body.balanceType) {
      return { userId: user.id, amount: toBirr(current.balance), balanceType: current.balanceType };
    }
    const row = await updateBalanceType(tx, user.id, body.balanceType);
    if (!row) throw new ValidationError(SERVER_MESSAGES.negativeToLimited);
    await appendAuditEvent(tx, {
      chain: ADMIN_CHAIN,
      kind: 'BalanceTypeChanged',
      actorId: admin.id,
      subject: { userId: user.id, balanceType: row.balanceType },
    });
    return { userId: user.id, amount: toBirr(row.balance), balanceType: row.balanceType };
  });
}

export async function balanceOverview(db: Db): Promise<BalanceOverview> {
  const rows = await listUserBalances(db);
  return {
    items: rows.map(({ total: _, ...r }) => ({ ...r, balance: toBirr(r.balance) })),
    totalSystemBalance: toBirr(rows[0]?.total ?? 0),
    totalUsers: rows.length,
  };
}
