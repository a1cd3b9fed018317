import {
  type AdminResetPasswordResponse,
  phoneRequiredFor,
  type RegisterData,
  type Role,
  SERVER_MESSAGES,
  SHOP_MESSAGES,
  type UpdatePreferencesRequest,
  type UpdateUserData,
  USER_MESSAGES,
  type User,
  type UserRoleCounts,
} from '@bingo/contracts';
import type { Db } from '@/db/client';
import { ConflictError, ForbiddenError, NotFoundError, uniqueViolation, ValidationError } from '@/errors';
import type { AuthUser } from '@/modules/auth/caller';
import type { Mailer } from '@/plugins/mailer';
import { type AuditEvent, appendAuditEvent } from '../audit/audit.service';
import type { AuditKind } from '../audit/audit-kinds';
import { ADMIN_CHAIN, type AuditSubject } from '../audit/chain';
import { hashPassword } from '../auth/password';
import { abandonForDeactivation } from '../games/game-end.service';
import { inTransaction } from '../ledger/transaction';
import { claimSeat } from '../shops/seats';
import { recordCashierAssigned } from '../shops/shop-events';
import { lockShop, seatCashier } from '../shops/shops.repo';
import { ANY_USER, assignableSuperAgents, managedUsers, visibleShops, visibleUsers } from './scope';
import { recordUserCreated } from './user-events';
import {
  countUsersByRole,
  emailTaken,
  findUser,
  holdUser,
  insertUserWithAccount,
  listUsers,
  lockUser,
  updateUser,
} from './users.repo';

const EMAIL_TAKEN = SERVER_MESSAGES.emailTaken;

async function mustFind(db: Db, id: string, scope: ReturnType<typeof visibleUsers>): Promise<User> {
  const user = await findUser(db, id, scope);
  if (!user) throw new NotFoundError(USER_MESSAGES.userNotFound);
  return user;
}

/**
 * A change to one user, on the administration's chain, with the values it replaced (`from`) when it
 * replaces any. Never carries a password or its hash.
 */
function userEvent(
  kind: AuditKind,
  actor: AuthUser,
  userId: string,
  changes?: AuditSubject,
  from?: AuditSubject,
): AuditEvent {
  return { chain: ADMIN_CHAIN, kind, actorId: actor.id, subject: { userId, changes, from } };
}

/**
 * An edit of names or phone beside the values of the fields it changed, as they were: a changed
 * phone number (the one a manager calls about money) reads whole without the events before it.
 */
function userEdited(
  actor: AuthUser,
  before: { id: string } & Record<keyof UpdateUserData, string | null>,
  patch: UpdateUserData,
) {
  const changed = (Object.keys(patch) as (keyof UpdateUserData)[]).filter((f) => patch[f] !== undefined);
  const from = Object.fromEntries(changed.map((f) => [f, before[f]]));
  return userEvent('UserUpdated', actor, before.id, { ...patch }, from);
}

export function listVisibleUsers(db: Db, actor: AuthUser, filter: { role?: Role; search?: string }) {
  return listUsers(db, { scope: visibleUsers(actor), ...filter });
}

export function getUser(db: Db, actor: AuthUser, id: string): Promise<User> {
  return mustFind(db, id, visibleUsers(actor));
}

export function getSelf(db: Db, actor: AuthUser): Promise<User> {
  return mustFind(db, actor.id, ANY_USER);
}

/**
 * Who may create whom (DESIGN section 4): Admin creates super agents, agents under any super agent
 * and cashiers for any free shop; a SuperAgent creates agents under itself; an Agent creates
 * cashiers for its own free shops. The new user's parent comes from that rule, never from the body.
 */
export async function registerUser(db: Db, actor: AuthUser, input: RegisterData): Promise<User> {
  let parentId: string | null = null;
  let shopId: string | null = null;
  if (input.role === 'SuperAgent') {
    if (actor.role !== 'Admin') throw new ForbiddenError();
  } else if (input.role === 'Agent') {
    if (actor.role === 'Admin') {
      if (!input.superAgentId) throw new ValidationError(USER_MESSAGES.superAgentRequired);
      // Only an active super agent: a deactivated one cannot log in to manage the agent.
      if (!(await findUser(db, input.superAgentId, assignableSuperAgents)))
        throw new NotFoundError(SERVER_MESSAGES.superAgentNotFound);
      parentId = input.superAgentId;
    } else if (actor.role === 'SuperAgent') {
      if (input.superAgentId && input.superAgentId !== actor.id)
        throw new NotFoundError(SERVER_MESSAGES.superAgentNotFound);
      parentId = actor.id;
    } else {
      throw new ForbiddenError();
    }
  } else {
    if (actor.role !== 'Admin' && actor.role !== 'Agent') throw new ForbiddenError();
    if (!input.shopId) throw new ValidationError(USER_MESSAGES.shopRequired);
    shopId = input.shopId;
  }
  if (await emailTaken(db, input.email)) throw new ConflictError(EMAIL_TAKEN);

  // Hashing is slow on purpose, so it happens before any row is locked.
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(db, async (tx) => {
    if (shopId) {
      const shop = await lockShop(tx, shopId, visibleShops(actor));
      if (!shop) throw new NotFoundError(SHOP_MESSAGES.shopNotFound);
      shopId = shop.id;
      await claimSeat(tx, actor.id, shop, visibleShops(actor));
      // A cashier belongs to the agent of its shop.
      parentId = shop.agentId;
    } else if (parentId && !(await holdUser(tx, parentId, assignableSuperAgents))) {
      // Checked again, and held until the agent is written: the super agent may have been
      // deactivated while the password was hashed.
      throw new NotFoundError(SERVER_MESSAGES.superAgentNotFound);
    }
    if (await emailTaken(tx, input.email)) throw new ConflictError(EMAIL_TAKEN);
    const row = await insertUserWithAccount(tx, {
      email: input.email,
      passwordHash,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: input.middleName,
      phoneNumber: input.phoneNumber,
      parentId,
    });
    if (shopId) {
      await seatCashier(tx, shopId, row.id);
      await recordCashierAssigned(tx, actor.id, shopId, row.id);
    }
    await recordUserCreated(tx, actor.id, {
      userId: row.id,
      email: input.email,
      role: input.role,
      parentId,
      firstName: input.firstName,
      lastName: input.lastName,
      middleName: input.middleName,
      phoneNumber: input.phoneNumber,
    });
    return row.id;
  }).catch((err: unknown) => {
    // Two registrations racing for the same e-mail or the same shop: the database decides.
    const constraint = uniqueViolation(err);
    if (constraint === 'users_email_lower_uq') throw new ConflictError(EMAIL_TAKEN);
    if (constraint === 'shops_cashier_uq') throw new ConflictError(SHOP_MESSAGES.invalidShop);
    throw err;
  });
  return mustFind(db, id, ANY_USER);
}

export async function updateManagedUser(
  db: Db,
  actor: AuthUser,
  id: string,
  patch: UpdateUserData,
): Promise<User> {
  await inTransaction(db, async (tx) => {
    const target = await lockUser(tx, id, managedUsers(actor));
    if (!target) throw new NotFoundError(USER_MESSAGES.userNotFound);
    refuseClearedPhone(target.role, patch);
    await updateUser(tx, id, patch);
    await appendAuditEvent(tx, userEdited(actor, target, patch));
  });
  return mustFind(db, id, ANY_USER);
}

function refuseClearedPhone(role: Role, patch: UpdateUserData) {
  if (patch.phoneNumber === null && phoneRequiredFor(role)) {
    throw new ValidationError(USER_MESSAGES.phoneRequired);
  }
}

export async function updateSelf(db: Db, actor: AuthUser, patch: UpdateUserData): Promise<User> {
  refuseClearedPhone(actor.role, patch);
  await inTransaction(db, async (tx) => {
    // Locked, so the values recorded as replaced are the ones this edit overwrites.
    const self = await lockUser(tx, actor.id, ANY_USER);
    if (!self) throw new NotFoundError(USER_MESSAGES.userNotFound);
    await updateUser(tx, actor.id, patch);
    await appendAuditEvent(tx, userEdited(actor, self, patch));
  });
  return getSelf(db, actor);
}

/** The user's own language and calendar; a screen preference, so it leaves no audit event. */
export async function updateMyPreferences(
  db: Db,
  actor: AuthUser,
  patch: UpdatePreferencesRequest,
): Promise<User> {
  await updateUser(db, actor.id, patch);
  return getSelf(db, actor);
}

/**
 * Sets the status asked for, or flips it when none is asked; a change ends the user's sessions at
 * once. Asking for the status the user already has changes nothing and records nothing. A cashier
 * deactivated mid-game could never end its game, so the deactivation abandons it.
 */
export async function toggleStatus(db: Db, actor: AuthUser, id: string, wanted?: boolean): Promise<User> {
  await inTransaction(db, async (tx) => {
    // The user's row first, then its game: a purchase holds the cashier's row from its first read,
    // and a call or any other game request never locks that row, so none of them waits on this in a
    // cycle.
    const target = await lockUser(tx, id, managedUsers(actor));
    if (!target) throw new NotFoundError(USER_MESSAGES.userNotFound);
    const isActive = wanted ?? !target.isActive;
    if (isActive === target.isActive) return;
    await updateUser(tx, id, { isActive }, true);
    // The shop's chain before the administration's (the order every transaction appends in).
    if (!isActive && target.role === 'Cashier') await abandonForDeactivation(tx, id, actor.id);
    await appendAuditEvent(tx, userEvent(isActive ? 'UserActivated' : 'UserDeactivated', actor, id));
  });
  return mustFind(db, id, ANY_USER);
}

/**
 * The Admin sets a new password for any non-admin. With `sendEmail`, the mail goes out only when
 * a mail server is configured, and the answer says exactly what happened.
 */
export async function adminResetPassword(
  db: Db,
  actor: AuthUser,
  mailer: Mailer,
  input: { userId: string; newPassword: string; sendEmail: boolean },
): Promise<AdminResetPasswordResponse> {
  const scope = managedUsers(actor);
  if (!(await findUser(db, input.userId, scope))) throw new NotFoundError(USER_MESSAGES.userNotFound);
  const passwordHash = await hashPassword(input.newPassword);
  const target = await inTransaction(db, async (tx) => {
    const row = await lockUser(tx, input.userId, scope);
    if (!row) throw new NotFoundError(USER_MESSAGES.userNotFound);
    await updateUser(tx, row.id, { passwordHash }, true);
    await appendAuditEvent(tx, userEvent('PasswordReset', actor, row.id));
    return row;
  });
  if (!input.sendEmail) return { succeeded: true, message: USER_MESSAGES.passwordReset, emailSent: false };
  if (!mailer.configured) {
    return {
      succeeded: true,
      message: `${USER_MESSAGES.passwordReset}${USER_MESSAGES.passwordResetNoMailer}`,
      emailSent: false,
    };
  }
  const sent = await mailer.send({
    to: target.email,
    subject: 'Your Bingo Hall password was reset',
    text: [
      `Hello ${target.firstName},`,
      '',
      'An administrator has reset your Bingo Hall password.',
      `Your new password is: ${input.newPassword}`,
      '',
      'Please log in and change it from your profile page.',
    ].join('\n'),
  });
  return sent
    ? {
        succeeded: true,
        message: `${USER_MESSAGES.passwordReset}${USER_MESSAGES.passwordResetEmailSent}`,
        emailSent: true,
      }
    : {
        succeeded: true,
        message: `${USER_MESSAGES.passwordReset}${USER_MESSAGES.passwordResetMailFailed}`,
        emailSent: false,
      };
}

export async function roleCounts(db: Db, actor: AuthUser): Promise<UserRoleCounts> {
  const counts = await countUsersByRole(db, visibleUsers(actor));
  const totalUsers = counts.Admin + counts.SuperAgent + counts.Agent + counts.Cashier;
  return { roleCounts: counts, totalUsers };
}
